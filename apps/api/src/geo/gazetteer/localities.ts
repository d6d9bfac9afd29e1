// The built-in gazetteer: real Patna localities and roads with approximate coordinates (WGS84, about
// 100–300 m), plus a few places elsewhere so that "not delivering" can be shown offline.

export type PlaceKind = 'road' | 'neighbourhood' | 'suburb' | 'city';

export interface Locality {
  name: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
  postcode: string;
  city: string;
  state: string;
  /** Other spellings people type. */
  aliases?: readonly string[];
}

type Row = [name: string, kind: PlaceKind, lat: number, lon: number, postcode: string, aliases?: string[]];

const patnaRows: Row[] = [
  ['Boring Road', 'road', 25.6143, 85.1172, '800001'],
  ['Boring Canal Road', 'road', 25.6175, 85.1235, '800001'],
  ['Kankarbagh', 'suburb', 25.5945, 85.158, '800020', ['Kankar Bagh']],
  ['Rajendra Nagar', 'suburb', 25.6045, 85.1555, '800016'],
  ['Patliputra Colony', 'suburb', 25.6256, 85.101, '800013', ['Pataliputra Colony']],
  ['Bailey Road', 'road', 25.6105, 85.094, '800014', ['Nehru Path']],
  ['Fraser Road', 'road', 25.6112, 85.1392, '800001', ['Frazer Road']],
  ['Gandhi Maidan', 'neighbourhood', 25.6197, 85.144, '800004'],
  ['Ashok Rajpath', 'road', 25.6205, 85.1605, '800004'],
  ['Danapur', 'suburb', 25.629, 85.046, '801503', ['Dinapore']],
  ['Danapur Cantonment', 'suburb', 25.635, 85.05, '801503'],
  ['Anisabad', 'suburb', 25.589, 85.106, '800002'],
  ['Bankipur', 'neighbourhood', 25.617, 85.152, '800004', ['Bankipore']],
  ['Kadamkuan', 'neighbourhood', 25.611, 85.156, '800003'],
  ['Kurji', 'neighbourhood', 25.637, 85.096, '800010'],
  ['Digha', 'suburb', 25.645, 85.085, '800011'],
  ['Digha Ghat', 'neighbourhood', 25.656, 85.09, '800011'],
  ['Phulwari Sharif', 'suburb', 25.577, 85.079, '801505', ['Phulwarisharif']],
  ['Saguna More', 'neighbourhood', 25.6205, 85.05, '801503', ['Saguna Mor']],
  ['Rajiv Nagar', 'suburb', 25.626, 85.088, '800024'],
  ['Shastri Nagar', 'suburb', 25.61, 85.105, '800023'],
  ['Punaichak', 'neighbourhood', 25.6155, 85.1005, '800023'],
  ['Beur', 'suburb', 25.58, 85.105, '800002'],
  ['Bhootnath Road', 'road', 25.593, 85.175, '800026'],
  ['Exhibition Road', 'road', 25.6135, 85.1405, '800001'],
  ['Lohanipur', 'neighbourhood', 25.605, 85.148, '800003'],
  ['Mithapur', 'suburb', 25.596, 85.137, '800001'],
  ['Gardanibagh', 'suburb', 25.596, 85.115, '800002', ['Gardani Bagh']],
  ['Gola Road', 'road', 25.623, 85.065, '801503'],
  ['Khagaul', 'suburb', 25.58, 85.045, '801105'],
  ['Raja Bazar', 'neighbourhood', 25.613, 85.088, '800014'],
  ['Ashiana Nagar', 'suburb', 25.605, 85.075, '800025'],
  ['Patna City', 'suburb', 25.596, 85.217, '800008', ['Patna Sahib']],
  ['Gulzarbagh', 'neighbourhood', 25.6, 85.2, '800007'],
  ['Mahendru', 'neighbourhood', 25.618, 85.175, '800006'],
  ['Agam Kuan', 'neighbourhood', 25.6, 85.195, '800007'],
  ['Kidwaipuri', 'neighbourhood', 25.613, 85.122, '800001'],
  ['Sri Krishna Puri', 'neighbourhood', 25.618, 85.117, '800001', ['SK Puri', 'S K Puri']],
  ['Patel Nagar', 'neighbourhood', 25.605, 85.1, '800023'],
  ['Keshri Nagar', 'neighbourhood', 25.609, 85.092, '800024'],
  ['Jakkanpur', 'neighbourhood', 25.595, 85.142, '800001'],
  ['Hanuman Nagar', 'neighbourhood', 25.588, 85.164, '800020'],
  ['Chitragupta Nagar', 'neighbourhood', 25.592, 85.153, '800020'],
  ['Bahadurpur', 'neighbourhood', 25.599, 85.17, '800016'],
  ['Kumhrar', 'neighbourhood', 25.597, 85.184, '800026'],
  ['Rukanpura', 'neighbourhood', 25.6125, 85.0845, '800014'],
  ['Jagdeo Path', 'road', 25.615, 85.075, '800014'],
  ['Rajvanshi Nagar', 'neighbourhood', 25.61, 85.098, '800023'],
  ['Dak Bungalow Road', 'road', 25.6105, 85.133, '800001'],
  ['Bhikhna Pahari', 'neighbourhood', 25.615, 85.16, '800004'],
  ['Naya Tola', 'neighbourhood', 25.6125, 85.158, '800004'],
  ['Musallahpur', 'neighbourhood', 25.608, 85.168, '800006'],
  ['Sultanganj', 'neighbourhood', 25.618, 85.185, '800006'],
  ['Alamganj', 'neighbourhood', 25.604, 85.205, '800007'],
  ['Mainpura', 'neighbourhood', 25.63, 85.096, '800013'],
  ['Nala Road', 'road', 25.608, 85.15, '800004'],
  ['Salimpur Ahra', 'neighbourhood', 25.611, 85.149, '800003'],
  ['Pirbahore', 'neighbourhood', 25.617, 85.156, '800004'],
  ['Station Road', 'road', 25.603, 85.137, '800001', ['Patna Junction']],
  ['Jaganpura', 'neighbourhood', 25.572, 85.15, '800027'],
  ['Ashok Nagar', 'neighbourhood', 25.59, 85.156, '800020'],
  ['Sheikhpura', 'neighbourhood', 25.615, 85.095, '800014'],
  ['Anandpuri', 'neighbourhood', 25.6195, 85.1105, '800001'],
];

const elsewhereRows: [name: string, lat: number, lon: number, postcode: string, city: string, state: string][] = [
  ['Hajipur', 25.6858, 85.2146, '844101', 'Hajipur', 'Bihar'],
  ['Gaya', 24.7914, 85.0002, '823001', 'Gaya', 'Bihar'],
  ['Bodh Gaya', 24.6959, 84.9914, '824231', 'Gaya', 'Bihar'],
  ['Muzaffarpur', 26.1209, 85.3647, '842001', 'Muzaffarpur', 'Bihar'],
  ['Bhagalpur', 25.2425, 86.9842, '812001', 'Bhagalpur', 'Bihar'],
  ['Darbhanga', 26.1542, 85.8918, '846004', 'Darbhanga', 'Bihar'],
  ['Ranchi', 23.3441, 85.3096, '834001', 'Ranchi', 'Jharkhand'],
  ['Park Street', 22.5535, 88.3522, '700016', 'Kolkata', 'West Bengal'],
  ['Kolkata', 22.5726, 88.3639, '700001', 'Kolkata', 'West Bengal'],
  ['Connaught Place', 28.6315, 77.2167, '110001', 'New Delhi', 'Delhi'],
  ['Varanasi', 25.3176, 82.9739, '221001', 'Varanasi', 'Uttar Pradesh'],
  ['Hazratganj', 26.85, 80.9462, '226001', 'Lucknow', 'Uttar Pradesh'],
  ['Bandra', 19.0596, 72.8295, '400050', 'Mumbai', 'Maharashtra'],
  ['Koramangala', 12.9352, 77.6245, '560034', 'Bengaluru', 'Karnataka'],
];

export const localities: readonly Locality[] = [
  ...patnaRows.map(([name, kind, lat, lon, postcode, aliases]) => ({
    name,
    kind,
    lat,
    lon,
    postcode,
    city: 'Patna',
    state: 'Bihar',
    ...(aliases ? { aliases } : {}),
  })),
  ...elsewhereRows.map(([name, lat, lon, postcode, city, state]) => ({
    name,
    kind: (name === city ? 'city' : 'suburb') as PlaceKind,
    lat,
    lon,
    postcode,
    city,
    state,
  })),
];
