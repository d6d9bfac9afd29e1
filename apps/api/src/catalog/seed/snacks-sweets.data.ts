import { shelf } from './shelf.js';

export const snacksAndSweets = [
  ...shelf('snacks', 'namkeen', [], [
    ['Haldiram\'s Aloo Bhujia', '200 g', 55, 60, [], 'namkin'],
    ['Haldiram\'s Bhujia Sev', '400 g', 105, 115, [], 'namkin'],
    ['Haldiram\'s Moong Dal', '200 g', 55, 60, [], 'namkin'],
    ['Haldiram\'s Khatta Meetha', '200 g', 55, 60, [], 'namkin'],
    ['Bikaji Bikaneri Bhujia', '400 g', 99, 110, [], 'namkin'],
  ]),
  ...shelf('snacks', 'chips & crisps', [], [
    ['Lay\'s India\'s Magic Masala', '52 g', 20, 20, [], 'lays chips'],
    ['Lay\'s Classic Salted', '52 g', 20, 20, [], 'lays chips'],
    ['Lay\'s American Style Cream & Onion', '52 g', 20, 20, [], 'lays chips'],
    ['Kurkure Masala Munch', '90 g', 20, 20],
    ['Bingo Mad Angles Achaari Masti', '66 g', 20, 20, [], 'chips'],
    ['Uncle Chipps Spicy Treat', '55 g', 20, 20, [], 'chips'],
    ['Doritos Nacho Cheese', '44 g', 30, 30, [], 'chips'],
    ['Act II Classic Salted Popcorn', '70 g', 30, 35],
  ]),
  ...shelf('sweets', 'mithai', [], [
    ['Haldiram\'s Rasgulla', '1 kg', 199, 225, [], 'rasgola mithai'],
    ['Haldiram\'s Gulab Jamun', '1 kg', 199, 225, [], 'mithai'],
    ['Haldiram\'s Soan Papdi', '500 g', 140, 175, ['seasonal-sale'], 'son papdi mithai'],
    ['Silao Khaja', '500 g', 180, 220, ['seasonal-sale'], 'mithai'],
    ['Gaya Tilkut (Khoya)', '500 g', 240, 280, ['seasonal-sale'], 'til mithai'],
  ]),
  ...shelf('sweets', 'chocolates & candies', [], [
    ['Cadbury Dairy Milk', '50 g', 50, 50, [], 'chocolate'],
    ['Cadbury Dairy Milk Silk', '60 g', 90, 90, [], 'chocolate'],
    ['Nestle KitKat', '38.5 g', 30, 30, [], 'chocolate'],
    ['Cadbury 5 Star', '22 g', 10, 10, [], 'chocolate'],
    ['Pulse Kachcha Aam Candy', '150 g', 50, 55, [], 'toffee'],
    ['Center Fresh Mint Chewing Gum', '30 pcs', 60, 60, ['paan-corner'], 'gum'],
  ]),
  ...shelf('sweets', 'puja sweets', ['puja-essentials'], [
    ['Mishri (Rock Sugar)', '200 g', 35, 40, [], 'misri prasad'],
    ['Batasha (Sugar Drops)', '200 g', 30, 35, [], 'batashe prasad'],
  ]),
  ...shelf('nuts', 'makhana', [], [
    ['Mithila Makhana (Phool Makhana)', '100 g', 120, 150, ['seasonal-sale'], 'fox nuts lotus seeds'],
    ['Mithila Makhana (Phool Makhana)', '250 g', 279, 330, [], 'fox nuts lotus seeds'],
    ['Farmley Roasted Makhana Peri Peri', '60 g', 99, 120, [], 'fox nuts'],
  ]),
  ...shelf('nuts', 'dry fruits', [], [
    ['Happilo Premium California Almonds', '200 g', 249, 299, [], 'badam'],
    ['Happilo Whole Cashews', '200 g', 259, 325, [], 'kaju'],
    ['Nutraj California Walnut Kernels', '200 g', 349, 399, [], 'akhrot'],
    ['Nutraj Seedless Raisins', '250 g', 110, 135, [], 'kishmish'],
    ['Lion Seedless Dates', '500 g', 150, 175, [], 'khajoor'],
    ['Happilo Roasted & Salted Pistachios', '200 g', 299, 360, [], 'pista'],
    ['Haldiram\'s Salted Peanuts', '200 g', 55, 60, [], 'moongfali'],
    ['Dry Coconut (Gola)', '1 pc', 40, 50, ['puja-essentials'], 'copra nariyal'],
  ]),
];
