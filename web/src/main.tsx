// Entry: the interface language first (its words load before the first paint), then the app.
import { render } from 'preact';
import { App } from './app.tsx';
import { chooseLanguage, languageChoice, startServices } from './services.ts';
import './styles/app.css';

startServices();
await chooseLanguage(languageChoice.value).catch(() => {});
render(<App />, document.getElementById('app')!);
