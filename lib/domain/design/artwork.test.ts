import { ARTWORK_KEYS, artworkProperties, hasLowResolution, LOW_DPI_THRESHOLD, withoutArtwork } from './artwork';
import type { FinishDesignResult } from './editor-api';

const result = (over: Partial<FinishDesignResult> = {}): FinishDesignResult => ({
  proofImageUrls: [['https://designer.example/proof/s1/0_0.png']],
  hiResOutputUrls: ['https://designer.example/hires/s1.pdf'],
  returnToEditUrl: '',
  stateId: 's1',
  userId: 'u1',
  violationWarningData: [],
  ...over,
});

describe('artwork properties after approval', () => {
  it('takes the print file, the state and the first proof as the thumbnail', () => {
    expect(artworkProperties(result())).toEqual({
      print_ready_image: 'https://designer.example/hires/s1.pdf',
      customer_canvas_state: 's1',
      thumbnail: 'https://designer.example/proof/s1/0_0.png',
      low_dpi: 'false',
    });
  });

  it('reads the older flat list of proofs too', () => {
    expect(artworkProperties(result({ proofImageUrls: ['https://designer.example/p.png'] }))?.thumbnail).toBe('https://designer.example/p.png');
  });

  it('marks low_dpi when an image is placed below 150 dpi, and only then', () => {
    const low = result({ violationWarningData: [{ type: 'ImageItem', name: 'logo', dpiValue: LOW_DPI_THRESHOLD - 1 }] });
    const fine = result({ violationWarningData: [{ type: 'ImageItem', name: 'logo', dpiValue: LOW_DPI_THRESHOLD }, { type: 'PlainTextItem', name: 't' }] });
    expect(artworkProperties(low)?.low_dpi).toBe('true');
    expect(artworkProperties(fine)?.low_dpi).toBe('false');
    expect(hasLowResolution(undefined)).toBe(false);
  });

  it('refuses an answer without a print file, a proof or a state', () => {
    expect(artworkProperties(result({ hiResOutputUrls: [] }))).toBeNull();
    expect(artworkProperties(result({ proofImageUrls: [] }))).toBeNull();
    expect(artworkProperties(result({ stateId: '' }))).toBeNull();
  });

  it('removes every design property and keeps the rest', () => {
    const props = { Size: '2" x 2"', print_ready_image: 'a', customer_canvas_state: 'b', thumbnail: 'c', low_dpi: 'true' };
    expect(withoutArtwork(props)).toEqual({ Size: '2" x 2"' });
    expect(ARTWORK_KEYS).toEqual(['print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi']);
  });
});
