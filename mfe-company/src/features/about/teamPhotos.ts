import giorgi from '../../assets/team/giorgi.svg';
import nino from '../../assets/team/nino.svg';
import levan from '../../assets/team/levan.svg';
import tamar from '../../assets/team/tamar.svg';
import davit from '../../assets/team/davit.svg';
import mariam from '../../assets/team/mariam.svg';
import irakli from '../../assets/team/irakli.svg';
import ana from '../../assets/team/ana.svg';

/** Illustrated portraits of the team, in the order of `aboutTexts.team.members`. */
export const TEAM_PHOTOS: readonly string[] = [
  giorgi,
  nino,
  levan,
  tamar,
  davit,
  mariam,
  irakli,
  ana,
];

export const TEAM_PHOTO_SIZE = { width: 160, height: 160 } as const;
