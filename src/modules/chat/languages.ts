// The 13 chat languages with their names, and the one reply the service itself writes:
// how to link a platform account that the service does not know yet.
import type { LanguageCode } from '../../assistant/types.ts';

export const LANGUAGES: { code: LanguageCode; name: string; nativeName: string; script: string }[] = [
  { code: 'english', name: 'English', nativeName: 'English', script: 'Latin' },
  { code: 'hinglish', name: 'Hinglish', nativeName: 'Hinglish', script: 'Latin' },
  { code: 'spanish', name: 'Spanish', nativeName: 'Español', script: 'Latin' },
  { code: 'french', name: 'French', nativeName: 'Français', script: 'Latin' },
  { code: 'german', name: 'German', nativeName: 'Deutsch', script: 'Latin' },
  { code: 'portuguese', name: 'Portuguese', nativeName: 'Português', script: 'Latin' },
  { code: 'italian', name: 'Italian', nativeName: 'Italiano', script: 'Latin' },
  { code: 'dutch', name: 'Dutch', nativeName: 'Nederlands', script: 'Latin' },
  { code: 'japanese', name: 'Japanese', nativeName: '日本語', script: 'Japanese' },
  { code: 'korean', name: 'Korean', nativeName: '한국어', script: 'Hangul' },
  { code: 'chinese', name: 'Chinese', nativeName: '中文', script: 'Han' },
  { code: 'arabic', name: 'Arabic', nativeName: 'العربية', script: 'Arabic' },
  { code: 'russian', name: 'Russian', nativeName: 'Русский', script: 'Cyrillic' },
];

export const LINK_ACCOUNT_REPLY: Record<LanguageCode, string> = {
  english: 'I don\'t know this account yet: sign in on the web app to link it.',
  hinglish: 'Ye account abhi linked nahi hai: web app par sign in karke link karo.',
  spanish: 'Aún no conozco esta cuenta: inicia sesión en la web para vincularla.',
  french: 'Je ne connais pas encore ce compte : connectez-vous sur le web pour le lier.',
  german: 'Dieses Konto kenne ich noch nicht: Melde dich im Web an, um es zu verknüpfen.',
  portuguese: 'Ainda não conheço esta conta: entre no app web para vinculá-la.',
  italian: 'Non conosco ancora questo account: accedi all\'app web per collegarlo.',
  dutch: 'Ik ken dit account nog niet: log in via de web-app om het te koppelen.',
  japanese: 'このアカウントはまだ連携されていません。Webアプリでサインインして連携してください。',
  korean: '아직 연결되지 않은 계정이에요. 웹 앱에 로그인해서 연결해 주세요.',
  chinese: '这个账号还没有关联，请在网页端登录后完成关联。',
  arabic: 'هذا الحساب غير مرتبط بعد: سجّل الدخول في تطبيق الويب لربطه.',
  russian: 'Этот аккаунт ещё не привязан: войдите в веб-приложение, чтобы привязать его.',
};
