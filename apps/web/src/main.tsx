import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { startSession } from './features/auth/session.ts';
import { initI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/languages.ts';
import './styles.css';

initI18n(languageOfPath(window.location.pathname));
void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
