/**
 * French places of the demo's people (contacts, quotes, calculations, downloads, worksheet sessions): each town with
 * its postal code and its own region, and the same region as the page views give it (demo-traffic.ts). Weighted
 * towards the west, where the workshop is (Lys-Haut-Layon, Maine-et-Loire).
 */
export interface DemoPlace {
  city: string;
  postalCode: string;
  region: string;
  weight: number;
}

const place = (city: string, postalCode: string, region: string, weight: number): DemoPlace => ({ city, postalCode, region, weight });

export const DEMO_PLACES: readonly DemoPlace[] = [
  place("Nantes", "44000", "Pays de la Loire", 9),
  place("Angers", "49000", "Pays de la Loire", 7),
  place("Cholet", "49300", "Pays de la Loire", 4),
  place("Saumur", "49400", "Pays de la Loire", 2),
  place("Lys-Haut-Layon", "49310", "Pays de la Loire", 1),
  place("Chemillé-en-Anjou", "49120", "Pays de la Loire", 1.5),
  place("Le Mans", "72000", "Pays de la Loire", 3),
  place("La Roche-sur-Yon", "85000", "Pays de la Loire", 2.5),
  place("Laval", "53000", "Pays de la Loire", 2),
  place("Saint-Nazaire", "44600", "Pays de la Loire", 1.5),
  place("Rennes", "35000", "Bretagne", 6),
  place("Brest", "29200", "Bretagne", 2.5),
  place("Vannes", "56000", "Bretagne", 2),
  place("Quimper", "29000", "Bretagne", 1.5),
  place("Lorient", "56100", "Bretagne", 1.2),
  place("Bordeaux", "33000", "Nouvelle-Aquitaine", 5),
  place("Poitiers", "86000", "Nouvelle-Aquitaine", 3),
  place("Niort", "79000", "Nouvelle-Aquitaine", 2),
  place("La Rochelle", "17000", "Nouvelle-Aquitaine", 2),
  place("Limoges", "87000", "Nouvelle-Aquitaine", 1.2),
  place("Paris", "75011", "Île-de-France", 6),
  place("Versailles", "78000", "Île-de-France", 1.5),
  place("Montreuil", "93100", "Île-de-France", 1.5),
  place("Lyon", "69003", "Auvergne-Rhône-Alpes", 4),
  place("Grenoble", "38000", "Auvergne-Rhône-Alpes", 2),
  place("Clermont-Ferrand", "63000", "Auvergne-Rhône-Alpes", 1.5),
  place("Annecy", "74000", "Auvergne-Rhône-Alpes", 1),
  place("Toulouse", "31000", "Occitanie", 3),
  place("Montpellier", "34000", "Occitanie", 2),
  place("Albi", "81000", "Occitanie", 0.8),
  place("Lille", "59000", "Hauts-de-France", 2.5),
  place("Amiens", "80000", "Hauts-de-France", 1),
  place("Strasbourg", "67000", "Grand Est", 2),
  place("Nancy", "54000", "Grand Est", 1),
  place("Caen", "14000", "Normandie", 2),
  place("Rouen", "76000", "Normandie", 1.5),
  place("Tours", "37000", "Centre-Val de Loire", 2.5),
  place("Orléans", "45000", "Centre-Val de Loire", 1.5),
  place("Dijon", "21000", "Bourgogne-Franche-Comté", 1.5),
  place("Besançon", "25000", "Bourgogne-Franche-Comté", 1),
  place("Marseille", "13001", "Provence-Alpes-Côte d'Azur", 2),
  place("Aix-en-Provence", "13100", "Provence-Alpes-Côte d'Azur", 1),
  place("Ajaccio", "20000", "Corse", 0.3),
];
