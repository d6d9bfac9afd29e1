/** The Razorpay adapter when its keys are configured, else null. */
export const RAZORPAY = Symbol('RAZORPAY');
