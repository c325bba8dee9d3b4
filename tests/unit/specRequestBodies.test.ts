import { describe, expect, it } from 'vitest';
import { requestFor } from '../../dataProvider/endpointRequest';
import { specialOffers } from '../../resources/specialOffers';

/** Bodies the browser sends as the spec gives them (part 2 §7), built by the resources' declarations. */
describe('request bodies of the spec', () => {
  it('deleteSpecialOffer sends the offer itself', () => {
    const offer = { id: 7, version: 3, title: 'Tulpen', type: 'BESTEL', groupCode: 0, listId: 12, enabled: true };
    const { endpoints } = specialOffers().declaration;
    expect(requestFor(endpoints.delete!, { id: 7, record: offer })).toMatchObject({ method: 'DELETE', path: 'specialOffer/deleteSpecialOffer', body: offer });
  });
});
