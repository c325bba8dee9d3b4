import type { AreaMessages } from '../../ui/pageDefinition';

/** The usage statistics screens (spec part 2 §2). */
export const messages: AreaMessages = {
  en: { statistics: { pages_title: 'Page statistics', page_title: 'Visits of %{page}', page: 'Page', visits: 'Visits', average_time: 'Average time', user: 'User' } },
  fr: { statistics: { pages_title: 'Statistiques des pages', page_title: 'Visites de %{page}', page: 'Page', visits: 'Visites', average_time: 'Temps moyen', user: 'Utilisateur' } },
  nl: { statistics: { pages_title: 'Paginastatistieken', page_title: 'Bezoeken van %{page}', page: 'Pagina', visits: 'Bezoeken', average_time: 'Gemiddelde tijd', user: 'Gebruiker' } },
  de: { statistics: { pages_title: 'Seitenstatistik', page_title: 'Besuche von %{page}', page: 'Seite', visits: 'Besuche', average_time: 'Durchschnittliche Zeit', user: 'Benutzer' } },
};
