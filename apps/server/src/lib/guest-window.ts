/**
 * How long a guest's orders and chat belong to the browser that made them (issue 27, point 1):
 * an hour after each order was placed (orders.created_at) or each message was sent
 * (chat_messages.created_at). Long enough to read the confirmation and talk about the purchase;
 * short enough that the next person at a shared computer finds nothing. After it, an order
 * opens through the e-mailed link or by signing in to the account it joined.
 */
export const GUEST_WINDOW_MS = 60 * 60 * 1000;
