/** The staff pointer's Hindi: usePageText() lays it over the shop's dictionary; it loads with the pointer (home-screen.tsx). */
export const staffPointerHindi: Readonly<Record<string, string>> = {
  'You are signed in as an admin': 'आप एडमिन के तौर पर साइन इन हैं',
  'You are signed in as delivery staff': 'आप डिलीवरी स्टाफ़ के तौर पर साइन इन हैं',
  'You are signed in as an auditor': 'आप ऑडिटर के तौर पर साइन इन हैं',
  'The storefront is for shoppers. Your work is in the admin dashboard.': 'यह दुकान ग्राहकों के लिए है। आपका काम एडमिन डैशबोर्ड में है।',
  'The storefront is for shoppers. Your work is in the delivery orders.': 'यह दुकान ग्राहकों के लिए है। आपका काम डिलीवरी ऑर्डर में है।',
  'The storefront is for shoppers. Your work is in the audit views.': 'यह दुकान ग्राहकों के लिए है। आपका काम ऑडिट पेजों में है।',
  'Go to the admin dashboard': 'एडमिन डैशबोर्ड पर जाएँ',
  'Go to the delivery orders': 'डिलीवरी ऑर्डर पर जाएँ',
  'Go to the audit views': 'ऑडिट पेजों पर जाएँ',
};
