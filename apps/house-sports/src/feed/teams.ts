import type { Sport } from '../domain/index.ts';

/** Demo leagues and sides per sport (made-up names, none of them real clubs). */
export const LEAGUES: Record<Sport, { id: string; name: string; teams: string[] }[]> = {
  FOOTBALL: [
    {
      id: 'fb-royal-premier',
      name: 'Royal Premier League',
      teams: [
        'Bangkok Lions',
        'Chiang Mai Tigers',
        'Pattaya Dolphins',
        'Phuket Mariners',
        'Korat Eagles',
        'Udon Falcons',
      ],
    },
    {
      id: 'fb-mekong-cup',
      name: 'Mekong Cup',
      teams: [
        'Hanoi Dragons',
        'Saigon Stars',
        'Da Nang Waves',
        'Hue Imperials',
        'Can Tho Rivers',
        'Hai Phong Port',
      ],
    },
    {
      id: 'fb-continental',
      name: 'Continental Champions',
      teams: [
        'Northbridge FC',
        'Redhaven United',
        'Ashford City',
        'Lakeside Rovers',
        'Kingsport Athletic',
        'Silverton Town',
      ],
    },
  ],
  BASKETBALL: [
    {
      id: 'bb-asia-pro',
      name: 'Asia Pro Basketball',
      teams: [
        'Manila Monarchs',
        'Seoul Storm',
        'Taipei Thunder',
        'Jakarta Jets',
        'Kuala Lumpur Kings',
        'Bangkok Blaze',
      ],
    },
  ],
  TENNIS: [
    {
      id: 'tn-pacific-open',
      name: 'Pacific Open',
      teams: [
        'A. Marlow',
        'K. Tanaka',
        'R. Okafor',
        'L. Novak',
        'S. Pereira',
        'J. Lindqvist',
        'M. Haddad',
        'T. Nguyen',
      ],
    },
  ],
  LOL: [
    {
      id: 'lol-rift-league',
      name: 'Rift Champions League',
      teams: ['Nova Esports', 'Azure Dragons', 'Crimson Owls', 'Team Zenith', 'Silver Foxes', 'Pulse Gaming'],
    },
  ],
  DOTA2: [
    {
      id: 'dota-ancients',
      name: 'Ancients Invitational',
      teams: ['Radiant Reign', 'Dire Wolves', 'Mystic Five', 'Iron Lotus', 'Storm Spirits', 'Night Stalkers'],
    },
  ],
  CS: [
    {
      id: 'cs-global-series',
      name: 'Global Strike Series',
      teams: ['Headshot Heroes', 'Clutch Kings', 'Eco Warriors', 'Flash Point', 'Smoke Screen', 'Bomb Squad'],
    },
  ],
};
