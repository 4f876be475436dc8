import { useId } from 'react';
import { useTexts } from '@site/shared/i18n';
import { aboutTexts } from './aboutTexts';
import { TeamMemberCard } from './TeamMemberCard';
import styles from './TeamSection.module.scss';
import { TEAM_PHOTOS } from './teamPhotos';

export function TeamSection() {
  const t = useTexts(aboutTexts).team;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="team">
      <h2 id={titleId}>{t.title}</h2>
      <p className={styles.intro}>{t.description}</p>
      <ul className={styles.grid}>
        {t.members.map((member, index) => (
          <TeamMemberCard
            key={member.name}
            name={member.name}
            position={member.position}
            photo={TEAM_PHOTOS[index] ?? ''}
          />
        ))}
      </ul>
    </section>
  );
}
