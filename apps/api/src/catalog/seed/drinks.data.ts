import { shelf } from './shelf.js';

export const drinks = [
  ...shelf('beverages', 'cold drinks & juices', [], [
    ['Coca-Cola', '750 ml', 40, 40, [], 'coke cold drink'],
    ['Thums Up', '750 ml', 40, 40, [], 'thumbs up cold drink'],
    ['Sprite', '750 ml', 40, 40, [], 'cold drink'],
    ['Frooti Mango Drink', '600 ml', 38, 40, ['seasonal-sale'], 'aam'],
    ['Maaza Mango Drink', '1.2 L', 70, 75, ['seasonal-sale'], 'aam'],
    ['Real Fruit Power Mixed Fruit Juice', '1 L', 120, 135],
    ['Tropicana Orange Juice', '1 L', 130, 145],
    ['Paper Boat Aam Panna', '250 ml', 30, 30, ['seasonal-sale']],
    ['Red Bull Energy Drink', '250 ml', 125, 125],
    ['Bisleri Mineral Water', '1 L', 20, 20, [], 'paani'],
    ['Kinley Club Soda', '750 ml', 20, 20],
    ['Amul Kool Kesar', '180 ml', 25, 25],
    ['Glucon-D Orange', '500 g', 120, 135, ['seasonal-sale'], 'glucose'],
    ['Hamdard Rooh Afza', '750 ml', 185, 200, ['seasonal-sale'], 'sharbat'],
  ]),
  ...shelf('tea', 'tea', ['staples'], [
    ['Tata Tea Premium', '500 g', 275, 295, [], 'chai patti'],
    ['Brooke Bond Red Label', '500 g', 280, 310, [], 'chai patti'],
    ['Taj Mahal Tea', '250 g', 190, 210, [], 'chai patti'],
    ['Tata Tea Gold', '500 g', 320, 345, [], 'chai patti'],
    ['Wagh Bakri Premium Leaf Tea', '500 g', 270, 290, [], 'chai patti'],
    ['Tata Tea Agni', '250 g', 90, 100, [], 'chai patti'],
  ]),
  ...shelf('tea', 'green tea & premixes', [], [
    ['Lipton Honey Lemon Green Tea', '25 bags', 175, 200],
    ['Tetley Green Tea Original', '30 bags', 165, 180],
    ['Girnar Masala Chai Premix', '10 sachets', 99, 110],
  ]),
  ...shelf('coffee', 'instant coffee', [], [
    ['Nescafe Classic Instant Coffee', '50 g', 175, 185],
    ['Bru Instant Coffee', '50 g', 140, 150],
    ['Nescafe Gold Blend', '50 g', 340, 365],
    ['Bru Gold Coffee', '50 g', 260, 280],
    ['Continental Xtra Coffee', '50 g', 120, 130],
    ['Nescafe Sunrise Premium', '50 g', 130, 140],
    ['Davidoff Rich Aroma Coffee', '100 g', 650, 700],
  ]),
  ...shelf('coffee', 'cold coffee', [], [
    ['Sleepy Owl Original Cold Brew Pack', '5 bags', 299, 375],
    ['Nescafe Intense Cafe Latte Can', '180 ml', 60, 60],
  ]),
];
