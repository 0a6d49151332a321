/** API paths shared by the server's route registration and the web client. */
export const apiPaths = {
  health: '/api/health',
  ready: '/api/ready',
  auth: {
    checkEmail: '/api/auth/check-email',
    signUp: '/api/auth/sign-up',
    signIn: '/api/auth/sign-in',
    adminSignIn: '/api/auth/admin-sign-in',
    signOut: '/api/auth/sign-out',
    session: '/api/auth/session',
    requestPasswordReset: '/api/auth/request-password-reset',
    resetPassword: '/api/auth/reset-password',
    verifyEmail: '/api/auth/verify-email',
  },
  products: '/api/products',
  product: (id: number | string) => `/api/products/${id}`,
  categories: '/api/categories',
  settings: '/api/settings',
  currencies: '/api/currencies',
  admin: {
    overview: '/api/admin/overview',
  },
} as const;
