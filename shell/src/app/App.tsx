import { BrowserRouter } from '@site/shared/router';
import { LanguageProvider } from '@site/shared/language';
import { AppRoutes } from '../routes/AppRoutes';
import { StartupGate } from './StartupGate';

export function App() {
  return (
    <BrowserRouter>
      <LanguageProvider>
        <StartupGate>
          <AppRoutes />
        </StartupGate>
      </LanguageProvider>
    </BrowserRouter>
  );
}
