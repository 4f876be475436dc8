import { expectCompleteTexts } from '@site/shared/testing';
import { aboutTexts } from './aboutTexts';
import { CERTIFICATES } from './certificates';
import { isPositionClipped } from './TeamMemberCard';
import { TEAM_PHOTOS } from './teamPhotos';

describe('aboutTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(aboutTexts);
  });

  it('names a certificate for every badge and a photo for each of the 8 members', () => {
    expect(aboutTexts.en.certificates.items).toHaveLength(CERTIFICATES.length);
    expect(CERTIFICATES).toHaveLength(7);
    expect(aboutTexts.en.team.members).toHaveLength(8);
    expect(TEAM_PHOTOS).toHaveLength(8);
  });

  it('has positions on both sides of the 50-character clip in each language', () => {
    for (const language of ['en', 'ka'] as const) {
      const positions = aboutTexts[language].team.members.map((member) => member.position);
      expect(positions.some(isPositionClipped)).toBe(true);
      expect(positions.some((position) => !isPositionClipped(position))).toBe(true);
    }
  });
});
