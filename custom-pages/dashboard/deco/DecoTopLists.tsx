import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Article, ArticleGroup, DecoTopTables } from '../../../schemas/entities/dashboardDeco';
import { TopList } from '../top/TopList';
import { useRangeQuery } from '../useRangeQuery';
import { ToggleChoice } from './ToggleChoice';

type TopCustomer = DecoTopTables['turnover'][number];
type Basis = 'turnover' | 'writtenOrders';

/** Tenant 4's top 10 customers (by realised turnover or written orders), articles and article groups of the range. */
export function DecoTopLists() {
  const translate = useTranslate();
  const tables = useRangeQuery('GET hbxdeco/GetDashboardTopTables');
  const [basis, setBasis] = useState<Basis>('turnover');
  const of = <K extends keyof DecoTopTables>(key: K) => ({ data: tables.data?.[key], error: tables.error });
  return (
    <>
      <TopList<TopCustomer>
        title={translate('dashboard.deco.top.customers')}
        state={of(basis)}
        fileName={basis === 'turnover' ? 'TopTurnover' : 'TopWrittenOrders'}
        action={
          <ToggleChoice<Basis>
            value={basis}
            onChange={setBasis}
            name="dashboard.deco.top.basis"
            labels={{ turnover: 'dashboard.deco.top.by_turnover', writtenOrders: 'dashboard.deco.top.by_written' }}
          />
        }
        columns={[
          { field: 'debnr', label: 'dashboard.columns.debnr', kind: 'debnr' },
          { field: 'debnaam', label: 'dashboard.columns.name', kind: 'text' },
          { field: 'turnover', label: basis === 'turnover' ? 'dashboard.columns.turnover' : 'dashboard.columns.written', kind: 'money' },
        ]}
      />
      <TopList<Article>
        title={translate('dashboard.deco.top.articles')}
        state={of('articles')}
        fileName="TopArticles"
        columns={[
          { field: 'artnr', label: 'dashboard.columns.artnr', kind: 'text' },
          { field: 'artTxt', label: 'dashboard.columns.artTxt', kind: 'text' },
          { field: 'turnover', label: 'dashboard.columns.turnover', kind: 'money' },
        ]}
      />
      <TopList<ArticleGroup>
        title={translate('dashboard.deco.top.article_groups')}
        state={of('articleGroups')}
        fileName="TopArticleGroups"
        columns={[
          { field: 'artGroup', label: 'dashboard.columns.artGroup', kind: 'text' },
          { field: 'artGroupTxt', label: 'dashboard.columns.artGroupTxt', kind: 'text' },
          { field: 'turnover', label: 'dashboard.columns.turnover', kind: 'money' },
        ]}
      />
    </>
  );
}
