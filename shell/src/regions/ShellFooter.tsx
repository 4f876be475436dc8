import { StartupGate } from '../app/StartupGate';
import { Footer } from '../features/footer/Footer';

/** The shell's region below the page. */
export function ShellFooter() {
  return (
    <StartupGate fallback={null}>
      <Footer />
    </StartupGate>
  );
}
