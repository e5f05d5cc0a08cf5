import type { Catalogue } from './understand.ts';

/** Our own invented two-location restaurant, for the tests of operators' questions. */
export const GRAND_PHARE: Catalogue = {
  locations: [
    { id: 'n', name: 'Le Grand Phare Nord', address: '12 Shore Road, Halifax' },
    { id: 's', name: 'Le Grand Phare Sud', address: '4 rue du Port, Lévis' },
  ],
  menu: [
    { id: 'c', name: 'Chaudrée de palourdes', aliases: ['Clam chowder'] },
    { id: 'h', name: 'Homard grillé', aliases: ['Grilled lobster'] },
  ],
  staff: [
    { id: 'j', name: 'Jennifer Doucet', role: 'server', location_id: 'n' },
    { id: 'm', name: 'Mathis Arsenault', role: 'serveur', location_id: 's' },
  ],
};
