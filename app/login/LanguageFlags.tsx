import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../schemas/constants';
import { useChangeLanguage } from '../../ui/language/useChangeLanguage';
import { Flag } from './Flag';

/** The login screen's language flags, in the spec's order: fr, de, nl, en. */
const FLAG_ORDER: readonly Language[] = ['fr', 'de', 'nl', 'en'];

export function LanguageFlags() {
  const translate = useTranslate();
  const [current, changeLanguage] = useChangeLanguage();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      {FLAG_ORDER.map((language) => (
        <Tooltip key={language} title={translate(`app.language.${language}`)}>
          <IconButton
            aria-label={translate(`app.language.${language}`)}
            aria-pressed={language === current}
            onClick={() => changeLanguage(language)}
            sx={{ p: 0.75, outline: language === current ? '2px solid' : 'none', outlineColor: 'primary.main', borderRadius: 1 }}
          >
            <Flag language={language} />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
