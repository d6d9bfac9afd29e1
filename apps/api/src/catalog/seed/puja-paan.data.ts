import { shelf } from './shelf.js';

// Featured and banner paths that are shelves of their own, beyond the 20 grid categories (docs/product.md §2).
export const pujaAndPaan = [
  ...shelf('puja-essentials', 'puja samagri', [], [
    ['Cycle Pure Agarbathies Three in One', '1 pack', 99, 110, [], 'agarbatti incense'],
    ['Mangaldeep Sandal Agarbatti', '1 pack', 55, 60, [], 'agarbatti incense'],
    ['Zed Black Dhoop Sticks', '1 pack', 50, 55, [], 'dhoop incense'],
    ['Mangalam Camphor Tablets', '50 g', 85, 95, [], 'kapoor kapur'],
    ['Cotton Wicks (Gol Batti)', '100 pcs', 20, 25, [], 'diya baati'],
    ['Clay Diya', '12 pcs', 60, 80, ['seasonal-sale'], 'diya deepak'],
    ['Kumkum (Roli)', '50 g', 25, 30, [], 'sindoor tilak'],
    ['Ganga Jal', '500 ml', 49, 60, [], 'gangajal'],
    ['Kalawa (Mauli Thread)', '1 pc', 20, 25, [], 'raksha sutra'],
    ['Patanjali Havan Samagri', '200 g', 60, 75, [], 'hawan'],
    ['Marigold Flower Garland (Genda Mala)', '1 pc', 40, 50, ['seasonal-sale'], 'phool mala'],
  ]),
  ...shelf('paan-corner', 'paan & mouth fresheners', [], [
    ['Magahi Paan Leaves', '10 pcs', 40, 50, [], 'pan patta betel'],
    ['Meetha Paan', '2 pcs', 40, 50, [], 'pan'],
    ['Pass Pass Original Mouth Freshener', '18 g', 10, 10],
    ['Rajnigandha Silver Pearls', '13 g', 50, 50, [], 'elaichi'],
    ['Baba Elaichi Mouth Freshener', '18 g', 20, 20],
    ['Meetha Saunf Mukhwas', '100 g', 40, 50, [], 'saunf fennel'],
    ['Hamdard Gulkand', '200 g', 95, 110, [], 'gulqand rose'],
    ['Chikni Supari', '100 g', 60, 75, ['puja-essentials'], 'supari betel nut'],
    ['Ship Safety Matches', '10 boxes', 20, 20, ['puja-essentials'], 'matchbox machis'],
  ]),
];
