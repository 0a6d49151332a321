/**
 * The e-mails' texts in English (issue 29): i18next keys and {{interpolations}}. he.ts has the
 * same shape, which the type checker holds it to; the locale test compares them too.
 */
export const en = {
  common: {
    greeting: 'Hi {{name}},',
    greetingNoName: 'Hi,',
    footer: 'Marquee — film merchandise & collectibles',
    viewOrder: 'View your order',
  },
  verification: {
    subject: 'Confirm your e-mail address',
    title: 'Confirm your e-mail address',
    body: 'Welcome to Marquee! Please confirm your e-mail address so we can keep your account safe.',
    action: 'Confirm e-mail',
    textLink: 'Confirm your e-mail',
  },
  passwordReset: {
    subject: 'Reset your Marquee password',
    title: 'Reset your password',
    asked: 'Someone asked to reset the password of your Marquee account.',
    expires:
      'The link below works once and expires in one hour. If it was not you, ignore this e-mail: your password stays as it is.',
    action: 'Set a new password',
  },
  accountLocked: {
    subject: 'Your Marquee account is locked for a while',
    title: 'Sign-in locked for a while',
    tried:
      'Someone tried to sign in to your Marquee account with a wrong password {{failures}} times in a row, so we have locked sign-in for {{minutes}} minutes.',
    stillSignIn:
      'You can still sign in from a browser you have signed in with before. To sign in from another one now, open the link below in it: it works once, until the lock ends, and only lets that browser try your password.',
    notYou:
      'If it was not you, your password kept the account safe. Nothing else changed; you may want to choose a new, unique password.',
    action: 'Let this browser sign in',
    signIn: 'Sign in',
  },
  passwordCode: {
    subject: 'Your Marquee verification code',
    title: 'Your verification code',
    asked: 'You asked to change the password of your Marquee account. Enter this code on the account page:',
    valid: 'The code is valid for {{minutes}} minutes.',
    notYou:
      "If this wasn't you, ignore this e-mail: your password stays as it is. Someone may be signed in to your account, so you may want to sign out your other devices on the account page.",
  },
  reauthCode: {
    subject: 'Your Marquee confirmation code',
    title: 'Your confirmation code',
    asked:
      'You asked to delete your Marquee account or to download its data. To confirm it is you, enter this code on the account page:',
    valid: 'The code is valid for {{minutes}} minutes.',
    notYou:
      "If this wasn't you, do not share the code with anyone: someone may be signed in to your account, so sign out your other devices on the account page.",
  },
  passwordChanged: {
    subject: 'Your password was changed',
    title: 'Your password was changed',
    changed: 'The password of your Marquee account was changed on {{when}} (UTC). Your other devices were signed out.',
    notYou: 'If this wasn\'t you, reset your password now with "Forgot password?" on the sign-in page.',
    action: 'Reset your password',
  },
  accountDeleted: {
    subject: 'Your Marquee account was deleted',
    title: 'Your account was deleted',
    deleted: 'Your Marquee account has been deleted, as you asked.',
    gone: 'Your sign-in, profile, saved addresses, cart and wishlist are gone. Orders stay in our books for accounting, without your name, e-mail or address.',
    dreamBox: 'Your Dream Box subscription was cancelled: you will not be billed again.',
    help: 'If you did not ask for this, reply to this e-mail and we will help.',
  },
  chatReply: {
    subject: 'Marquee replied to your message',
    title: 'Marquee replied to your message',
    intro: 'Thank you for your message to Marquee. Here is our reply:',
    textLink: 'To read the conversation or write again, open the chat on {{url}}',
    action: 'Visit the store',
  },
  chatAddress: {
    subject: 'Confirm your address for chat replies',
    title: 'Confirm your address for chat replies',
    given: 'Someone gave this address in the chat on the Marquee store, to receive our replies by e-mail.',
    confirm:
      'If that was you, confirm the address within {{hours}} hours. Until then, and if you do nothing, we send no replies here.',
    action: 'Confirm address',
    textLink: 'Confirm',
  },
  dreamBox: {
    action: 'Your Dream Box',
    started: {
      subject: 'Welcome to Dream Box',
      title: 'Welcome to Dream Box',
      active:
        'Your Dream Box subscription is active. Your first box, for {{month}}, is order {{orderNumber}}; we will let you know when it ships.',
      billing: 'PayPal bills {{price}} each month. You can cancel at any time on your account page.',
    },
    renewed: {
      subject: 'Your Dream Box for {{month}}',
      title: 'Your Dream Box for {{month}}',
      paid: "We received this month's payment of {{price}}. Your Dream Box for {{month}} is order {{orderNumber}}; we will let you know when it ships.",
    },
    paymentFailed: {
      subject: 'Your Dream Box payment did not go through',
      title: 'Your payment did not go through',
      failed:
        "PayPal could not collect this month's Dream Box payment of {{price}}. Your subscription is still active and PayPal will try again in the next few days.",
      check:
        'Please check the payment method for your automatic payments in PayPal, so your next box is not missed. Once the payment arrives, the box ships as usual.',
    },
    ended: {
      subjectCancelled: 'Your Dream Box subscription has been cancelled',
      subjectExpired: 'Your Dream Box subscription has ended',
      title: 'Your Dream Box has ended',
      cancelled: 'Your Dream Box subscription is cancelled and you will not be billed again.',
      expired: 'Your Dream Box subscription has ended and you will not be billed again.',
      lastPaid: 'Boxes you have already paid for still ship; your last paid month runs until {{day}}.',
      paidShip: 'Boxes you have already paid for still ship.',
      thanks: 'Thank you for being a subscriber. You are welcome back any time.',
    },
  },
  newsletter: {
    confirm: {
      subject: 'Confirm your Marquee newsletter subscription',
      title: 'Confirm your subscription',
      asked: 'Someone asked to receive the Marquee newsletter at this address.',
      ifYou:
        'If that was you, confirm within {{days}} days and we will start sending it. If it was not you, ignore this e-mail: we send nothing more and do not count this address.',
      action: 'Confirm subscription',
      textLink: 'Confirm your subscription',
    },
    welcome: {
      subject: 'Welcome to the Marquee newsletter',
      title: 'Welcome to the Marquee newsletter',
      confirmed: 'Your subscription to the Marquee newsletter is confirmed. Welcome!',
      codes:
        'Our newsletters bring new films, new merchandise, sales and subscriber-only discount codes: look out for the next one.',
      action: 'Visit the store',
    },
    footer: {
      why: 'You receive this because you subscribed to the Marquee newsletter.',
      unsubscribe: 'Unsubscribe',
    },
  },
  order: {
    heading: 'Order {{orderNumber}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountWithCode: 'Discount ({{code}})',
    shipping: 'Shipping',
    free: 'Free',
    dreamBox: 'Dream Box',
    total: 'Total',
    shippingTo: 'Shipping to',
    payment: 'Payment',
    charged: '{{method}} (charged {{amount}})',
    confirmation: {
      subject: 'Your Marquee order {{orderNumber}} is confirmed',
      title: 'Thank you for your order',
      pending:
        'Thank you for your order! Your payment for order {{orderNumber}} is pending with your bank or PayPal. We will e-mail you when it clears and then prepare your order.',
      paid: 'Thank you for your order! We have received your payment and will let you know when order {{orderNumber}} ships.',
    },
    shipped: {
      subject: 'Your Marquee order {{orderNumber}} has shipped',
      title: 'Your order is on its way',
      onItsWay: 'Good news: your order {{orderNumber}} is on its way.',
      shipment: 'Shipment',
      carrier: 'Carrier: {{carrier}}',
      trackingNumber: 'Tracking number: {{number}}',
      estimatedDelivery: 'Estimated delivery: {{date}}',
      track: 'Track your package',
    },
    paymentReceived: {
      subject: 'Your payment for Marquee order {{orderNumber}} has cleared',
      title: 'Your payment has cleared',
      cleared:
        'Your payment for order {{orderNumber}} has cleared. We are preparing your order and will let you know when it ships.',
    },
    delivered: {
      subject: 'Your Marquee order {{orderNumber}} was delivered',
      title: 'Your order was delivered',
      delivered: 'Your order {{orderNumber}} has been delivered. We hope you enjoy it!',
      problem: 'If anything is missing or damaged, reply to this e-mail and we will put it right.',
    },
    refunded: {
      subject: 'Your Marquee order {{orderNumber}} was refunded',
      title: 'Your refund is on its way',
      refunded:
        'We have refunded {{amount}} for your order {{orderNumber}} to your original payment method ({{method}}).',
      days: 'Depending on your bank, it may take a few business days to show on your statement.',
    },
    cancelled: {
      subject: 'Your Marquee order {{orderNumber}} was cancelled',
      title: 'Your order was cancelled',
      cancelled: 'Your order {{orderNumber}} has been cancelled.',
      returned:
        'If you were charged, the payment is returned to your original payment method. Questions? Just reply to this e-mail.',
    },
  },
};

/** Every e-mail text, as a shape other languages must fill. */
export type MailTexts = typeof en;
