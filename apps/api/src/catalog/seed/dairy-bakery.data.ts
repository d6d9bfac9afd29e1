import { shelf } from './shelf.js';

export const dairyAndBakery = [
  ...shelf('dairy', 'milk', ['milk'], [
    ['Amul Taaza Toned Milk', '500 ml', 27, 28, ['staples'], 'doodh'],
    ['Amul Gold Full Cream Milk', '500 ml', 34, 35, [], 'doodh'],
    ['Sudha Toned Milk', '500 ml', 27, 27, ['staples'], 'doodh comfed'],
    ['Sudha Gold Full Cream Milk', '500 ml', 33, 33, [], 'doodh comfed'],
    ['Mother Dairy Toned Milk', '500 ml', 28, 28, [], 'doodh'],
    ['Amul Cow Milk', '500 ml', 29, 29, ['puja-essentials'], 'doodh gai'],
  ]),
  ...shelf('dairy', 'paneer, curd & butter', [], [
    ['Mother Dairy Paneer', '200 g', 90, 99, [], 'panir panner cottage cheese'],
    ['Amul Fresh Paneer', '200 g', 88, 95, [], 'panir panner cottage cheese'],
    ['Sudha Dahi', '400 g', 40, 42, [], 'curd yogurt'],
    ['Amul Masti Dahi', '400 g', 35, 38, [], 'curd yogurt'],
    ['Amul Butter (Salted)', '100 g', 60, 62, [], 'makhan'],
    ['Amul Cheese Slices', '200 g', 145, 155, []],
    ['Amul Lassi', '250 ml', 25, 25, ['seasonal-sale']],
    ['Farm Fresh White Eggs', '6 pcs', 48, 54, [], 'anda egg'],
  ]),
  ...shelf('dairy', 'ghee', ['puja-essentials'], [
    ['Amul Pure Ghee', '1 L', 650, 675, ['staples'], 'desi ghi'],
    ['Sudha Ghee', '500 ml', 320, 340, [], 'desi ghi'],
  ]),
  ...shelf('bakery', 'bread & buns', [], [
    ['Britannia 100% Whole Wheat Bread', '400 g', 55, 60, [], 'atta bread'],
    ['Harvest Gold Sandwich White Bread', '400 g', 45, 50],
    ['English Oven Brown Bread', '400 g', 55, 60],
    ['Harvest Gold Pav', '200 g', 30, 35, [], 'pao buns'],
    ['Britannia Toastea Rusk', '200 g', 40, 45, [], 'toast'],
    ['Britannia Fruit Cake', '250 g', 100, 110],
    ['Homestyle Thekua', '250 g', 120, 150, ['seasonal-sale'], 'chhath prasad'],
  ]),
  ...shelf('bakery', 'biscuits & cookies', [], [
    ['Parle-G Gold Biscuits', '250 g', 25, 25, [], 'parle g'],
    ['Britannia Good Day Cashew Cookies', '200 g', 40, 45],
    ['Sunfeast Dark Fantasy Choco Fills', '75 g', 40, 40],
    ['Britannia Marie Gold', '250 g', 40, 45],
    ['Britannia Milk Bikis', '200 g', 30, 30],
    ['Oreo Chocolate Cream Biscuits', '120 g', 35, 35],
    ['McVitie\'s Digestive Biscuits', '250 g', 80, 90],
    ['Parle Hide & Seek', '100 g', 30, 30],
  ]),
];
