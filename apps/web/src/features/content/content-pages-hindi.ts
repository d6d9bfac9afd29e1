/**
 * The Hindi of the shop's content pages (FAQ, privacy, gift cards), with their {placeholders}. Not in the shared
 * dictionary (shared/locale/hindi-messages.ts): these long paragraphs (3.6 kB gzip) would have pushed the storefront's
 * first load with Hindi on past its 170 kB budget, and only these three pages, each its own lazy route, read them.
 * They ship in the pages' chunk and usePageText() (shared/locale/use-page-text.ts) lays them over the shop's dictionary.
 * apps/web/src/app/hindi-coverage.spec.ts checks them with the rest.
 */
export const contentPagesHindi: Readonly<Record<string, string>> = {
  // FAQ (faq-screen.tsx); the figures come from shopRules through the placeholders.
  'Frequently asked questions': 'अक्सर पूछे जाने वाले सवाल',
  'Quick answers about delivery, payment and your order.': 'डिलीवरी, भुगतान और आपके ऑर्डर से जुड़े सवालों के झटपट जवाब।',
  'Where do you deliver?': 'आप कहाँ डिलीवरी करते हैं?',
  'We deliver in {city} only, for now. Choose your delivery location at the top of the page: when it is in {city}, the cart opens and you can order.':
    'फ़िलहाल हम सिर्फ़ {city} में डिलीवरी करते हैं। पेज के ऊपर अपनी डिलीवरी की जगह चुनें: जगह {city} में हुई तो कार्ट खुल जाएगा और आप ऑर्डर कर सकेंगे।',
  'How fast is delivery?': 'डिलीवरी कितनी जल्दी होती है?',
  'Our promise is delivery in {minutes} minutes from a store near you. On busy evenings and in heavy rain it can take longer; product tiles show the longest we expect.':
    'हमारा वादा है आपके पास के स्टोर से {minutes} मिनट में डिलीवरी। भीड़ वाली शाम और तेज़ बारिश में ज़्यादा समय लग सकता है; हर सामान पर लिखा होता है कि ज़्यादा से ज़्यादा कितना समय लगेगा।',
  'How can I pay?': 'भुगतान कैसे करें?',
  'Cash on delivery (COD): pay the rider when your order arrives. Please keep the exact amount ready.':
    'कैश ऑन डिलीवरी (COD): ऑर्डर पहुँचने पर राइडर को पैसे दें। कृपया सही रक़म तैयार रखें।',
  'Card (CARD): debit or credit card, on a secure payment page.': 'कार्ड (CARD): डेबिट या क्रेडिट कार्ड से, सुरक्षित भुगतान पेज पर।',
  'UPI: pay from any UPI app.': 'UPI: किसी भी UPI ऐप से भुगतान करें।',
  'Can I cancel my order?': 'क्या ऑर्डर रद्द हो सकता है?',
  'What will I be charged?': 'कौन-कौन से पैसे लगते हैं?',
  'Delivery is free.': 'डिलीवरी मुफ़्त है।',
  'A handling charge of {amount} is added to every order.': 'हर ऑर्डर पर {amount} का हैंडलिंग शुल्क जुड़ता है।',
  'A donation of {amount} is added by default; you can switch it off in your cart before you pay.':
    '{amount} का दान अपने-आप जुड़ता है; भुगतान से पहले आप इसे कार्ट में बंद कर सकते हैं।',
  'A tip for your rider is optional: {amounts} or an amount you choose.': 'राइडर को टिप देना आपकी मर्ज़ी है: {amounts} या अपनी पसंद की रक़म।',
  'Do I need an account?': 'क्या खाता बनाना ज़रूरी है?',
  'You can browse, search and fill a cart without one. To check out, log in or register with your phone number.':
    'खाते के बिना भी आप सामान देख, खोज और कार्ट में डाल सकते हैं। चेकआउट के लिए अपने फ़ोन नंबर से लॉग इन या रजिस्टर करें।',
  // Privacy (privacy-screen.tsx); each storage key is shown as written, before its text.
  Privacy: 'प्राइवेसी',
  'What Jhatpat stores about you, and why.': 'झटपट आपके बारे में क्या रखता है, और क्यों।',
  'On this device': 'इस डिवाइस पर',
  'Your browser keeps a few items so the shop works between visits:': 'आपका ब्राउज़र कुछ चीज़ें सँभालकर रखता है, ताकि अगली बार आने पर भी दुकान ठीक से चले:',
  'your sign-in token, so you stay logged in.': 'आपका साइन-इन टोकन, ताकि आप लॉग इन रहें।',
  and: 'और',
  'your account id, name, phone number and whether you are a customer, an admin or a delivery partner.':
    'आपके खाते की आईडी, नाम, फ़ोन नंबर, और यह कि आप ग्राहक हैं, एडमिन हैं या डिलीवरी पार्टनर।',
  'the cart you fill before logging in. It moves to your account when you log in, and is then removed from the browser.':
    'लॉग इन से पहले भरा गया आपका कार्ट। लॉग इन करते ही यह आपके खाते में चला जाता है और फिर ब्राउज़र से हटा दिया जाता है।',
  'the delivery location you chose, so we can tell whether we deliver there.': 'आपकी चुनी हुई डिलीवरी की जगह, ताकि हम बता सकें कि वहाँ डिलीवरी होती है या नहीं।',
  'an anonymous id for a guest cart; it names no person.': 'बिना लॉग इन वाले कार्ट की एक गुमनाम आईडी; इससे किसी व्यक्ति की पहचान नहीं होती।',
  'Logging out clears all of it': 'लॉग आउट करते ही यह सब मिट जाता है',
  'nothing of yours stays in this browser.': 'इस ब्राउज़र में आपका कुछ भी नहीं रहता।',
  'On our servers': 'हमारे सर्वर पर',
  'Your name and phone number, your password (only as a one-way hash), your saved addresses, your cart and your orders with their payments. We need these to deliver to you and to answer questions about an order.':
    'आपका नाम और फ़ोन नंबर, आपका पासवर्ड (सिर्फ़ एक-तरफ़ा हैश के रूप में), आपके सेव किए पते, आपका कार्ट, और आपके ऑर्डर व उनके भुगतान। आप तक सामान पहुँचाने और किसी ऑर्डर से जुड़े सवालों का जवाब देने के लिए हमें इनकी ज़रूरत होती है।',
  'Who sees it': 'इसे कौन देखता है',
  'Our staff and the rider delivering your order see your name, phone number and address. Card and UPI payments are handled by our payment provider; we never see or store your card number. We do not sell your data.':
    'हमारे स्टाफ़ और आपका ऑर्डर लाने वाले राइडर को आपका नाम, फ़ोन नंबर और पता दिखता है। कार्ड और UPI भुगतान हमारी पेमेंट कंपनी सँभालती है; आपका कार्ड नंबर हम न कभी देखते हैं, न रखते हैं। हम आपका डेटा नहीं बेचते।',
  // Gift cards (gift-cards-screen.tsx)
  'Gift cards': 'गिफ़्ट कार्ड',
  'Jhatpat gift cards are not on sale yet.': 'झटपट गिफ़्ट कार्ड अभी बिक्री पर नहीं हैं।',
  'Coming later': 'बाद में आएँगे',
  'We are working on gift cards you can send to family and friends in {city}. Until they launch, there is nothing to buy or redeem here, and no one from Jhatpat will ask you to pay for a gift card.':
    'हम ऐसे गिफ़्ट कार्ड पर काम कर रहे हैं जिन्हें आप {city} में अपने परिवार और दोस्तों को भेज सकें। जब तक ये शुरू नहीं होते, यहाँ ख़रीदने या भुनाने को कुछ नहीं है, और झटपट की ओर से कोई भी आपसे गिफ़्ट कार्ड के लिए पैसे नहीं माँगेगा।',
};
