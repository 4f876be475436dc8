import { BrowserRouter } from '@site/shared/router';
import { LanguageDetector } from '@site/shared/language';
import { AppRoutes } from '../routes/AppRoutes';
import { StartupGate } from './StartupGate';

export function App() {
  return (
    <BrowserRouter>
      <LanguageDetector>
        <StartupGate>
          <AppRoutes />
        </StartupGate>
      </LanguageDetector>
    </BrowserRouter>
  );
}
