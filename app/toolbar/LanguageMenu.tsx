import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../schemas/constants';
import { useChangeLanguage } from '../i18n/useChangeLanguage';

/** The toolbar's language menu: English, French, Dutch, German. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [language, changeLanguage] = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={translate('app.toolbar.language')}
        aria-haspopup
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            selected={code === language}
            onClick={() => {
              setAnchor(null);
              changeLanguage(code);
            }}
          >
            {translate(`app.language.${code}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
