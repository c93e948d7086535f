import type { Random } from './random';
import { pick } from './random';

const firstNames = [
  'Anna',
  'Ivan',
  'Maria',
  'Pavel',
  'Olga',
  'Dmitry',
  'Elena',
  'Sergey',
  'Nina',
  'Artem',
  'Yana',
  'Maksim',
  'Alina',
  'Denis',
  'Daria',
  'Kirill',
  'Sofia',
  'Andrei',
  'Vera',
  'Timur',
  'Lena',
  'Oleg',
  'Eva',
  'Nikita',
];
const lastNames = [
  'Ivanova',
  'Petrov',
  'Sidorova',
  'Kuznetsov',
  'Smirnova',
  'Popov',
  'Volkova',
  'Sokolov',
  'Lebedeva',
  'Kozlov',
  'Novikova',
  'Morozov',
  'Pavlova',
  'Fedorov',
  'Orlova',
  'Egorov',
  'Zaitseva',
  'Belov',
  'Koval',
  'Tkachenko',
];
const places: [string, string][] = [
  ['Poland', 'Warsaw'],
  ['Poland', 'Krakow'],
  ['Georgia', 'Tbilisi'],
  ['Lithuania', 'Vilnius'],
  ['Kazakhstan', 'Almaty'],
  ['Uzbekistan', 'Tashkent'],
  ['Germany', 'Berlin'],
  ['Latvia', 'Riga'],
  ['Kyrgyzstan', 'Bishkek'],
  ['Ukraine', 'Kyiv'],
];

export type DemoPerson = {
  githubId: string;
  firstName: string;
  lastName: string;
  countryName: string;
  cityName: string;
  primaryEmail: string;
};

export function demoPerson(random: Random, githubId: string, name?: [string, string]): DemoPerson {
  const [countryName, cityName] = pick(random, places);
  const [firstName, lastName] = name ?? [pick(random, firstNames), pick(random, lastNames)];
  return { githubId, firstName, lastName, countryName, cityName, primaryEmail: `${githubId}@example.com` };
}
