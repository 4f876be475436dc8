import { Outlet } from 'react-router-dom';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import styles from './Layout.module.scss';

export function Layout() {
  return (
    <div className={styles.layout}>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
