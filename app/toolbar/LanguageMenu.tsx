import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { LANGUAGES } from '../../schemas/constants';
import { useChangeLanguage } from '../../ui/language/useChangeLanguage';

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
        aria-haspopup
        // On a phone the language code alone: the toolbar has no room for both.
        sx={{ minWidth: 48, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* The name says what the button is and what it shows ('Language EN'): an aria-label would hide the visible text. */}
        <VisuallyHidden>{translate('app.toolbar.language')} </VisuallyHidden>
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
