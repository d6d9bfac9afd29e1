// Part of the Hindi dictionary (hindi-messages.ts spreads it in; the same lazy chunk): libs/ui primitives' default
// words (a dialog's ×, a spinner, an error state, toasts), and the address toasts and labels a shopper still met
// in English.
export const hindiSharedTexts: Readonly<Record<string, string>> = {
  Close: 'बंद करें',
  Loading: 'लोड हो रहा है',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Reload Page': 'पेज रीलोड करें',
  Dismiss: 'बंद करें',
  Notifications: 'सूचनाएँ',
  'Loading your cart': 'आपका कार्ट लोड हो रहा है',
  'Card payment': 'कार्ड से भुगतान',
  'Address selected': 'पता चुन लिया गया',
  'Delete address': 'पता हटाएँ',
  'This is your default address. Are you sure you want to delete it?': 'यह आपका डिफ़ॉल्ट पता है। क्या आप सच में इसे हटाना चाहते हैं?',
  'Failed to set default address': 'डिफ़ॉल्ट पता नहीं बदला जा सका',
  'Default address updated': 'डिफ़ॉल्ट पता बदल गया',
  'Address deleted': 'पता हटा दिया गया',
  'Failed to delete address': 'पता नहीं हटाया जा सका',
  'Net banking': 'नेट बैंकिंग',
  Cash: 'नकद',
};
