import { Box, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { schemeTheme } from './colorSchemes';
import { SidePanel } from './SidePanel';
import { COLOR_SCHEMES, LAYOUT_STYLES, THEMED_PARTS, useShellSettings, type ColorScheme, type LayoutStyle, type ThemedPart } from './shellSettings';

const Swatch = ({ scheme }: { scheme: ColorScheme }) => {
  const { palette } = schemeTheme(scheme);
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 16, height: 16, mr: 1, borderRadius: '50%', verticalAlign: 'middle', bgcolor: palette.primary.main, border: 3, borderColor: palette.background.default }}
    />
  );
};

/** Spec part 1 §2: the settings panel — layout style, a theme per part of the shell, custom scrollbars. Changes apply at once. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [settings, setSettings] = useShellSettings();
  const setLayout = (layout: LayoutStyle) => setSettings({ ...settings, layout });
  const setTheme = (part: ThemedPart, scheme: ColorScheme) => setSettings({ ...settings, themes: { ...settings.themes, [part]: scheme } });
  return (
    <SidePanel title={translate('app.settings_panel.title')} open={open} onClose={onClose}>
      <FormControl sx={{ mb: 3 }}>
        <FormLabel id="settings-layout">{translate('app.settings_panel.layout')}</FormLabel>
        <RadioGroup aria-labelledby="settings-layout" value={settings.layout} onChange={(event) => setLayout(event.target.value as LayoutStyle)}>
          {LAYOUT_STYLES.map((layout) => (
            <FormControlLabel key={layout} value={layout} control={<Radio />} label={translate(`app.settings_panel.layouts.${layout}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings_panel.themes')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        {THEMED_PARTS.map((part) => (
          <TextField
            key={part}
            select
            size="small"
            label={translate(`app.settings_panel.parts.${part}`)}
            value={settings.themes[part]}
            onChange={(event) => setTheme(part, event.target.value as ColorScheme)}
          >
            {COLOR_SCHEMES.map((scheme) => (
              <MenuItem key={scheme} value={scheme}>
                <Swatch scheme={scheme} />
                {translate(`app.settings_panel.schemes.${scheme}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <FormControlLabel
        control={<Switch checked={settings.customScrollbars} onChange={(event) => setSettings({ ...settings, customScrollbars: event.target.checked })} />}
        label={translate('app.settings_panel.scrollbars')}
      />
    </SidePanel>
  );
}
