import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage, type ReferenceRenderer } from './format-message';

afterEach(cleanup);

function html(text: string, reference?: ReferenceRenderer): string {
  return render(<p>{formatMessage(text, reference)}</p>).container.innerHTML;
}

describe('formatMessage', () => {
  it('turns **bold**, *italic* and newlines into markup', () => {
    expect(html('A **bold** and *italic* word\nnext line')).toBe(
      '<p>A <strong>bold</strong> and <em>italic</em> word<br>next line</p>',
    );
  });

  it('reads italic inside bold and leaves lone or spaced stars as text', () => {
    expect(html('**very *much* so**')).toBe('<p><strong>very <em>much</em> so</strong></p>');
    expect(html('2 * 3 * 4 and a lone * star')).toBe('<p>2 * 3 * 4 and a lone * star</p>');
    expect(html('** not bold **')).toBe('<p>** not bold **</p>');
  });

  it('keeps hostile markup as the characters it is', () => {
    const { container } = render(
      <p>{formatMessage('<img src=x onerror="alert(1)"> **<script>alert(1)</script>**')}</p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(1)</script>');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
  });

  it('makes [n] what the renderer gives for a known citation and leaves an unknown one as text', () => {
    const reference: ReferenceRenderer = (index, key) =>
      index === 1 ? (
        <a key={key} href="/#projects">
          [1]
        </a>
      ) : null;
    expect(html('Projects [1] and more [2].', reference)).toBe(
      '<p>Projects <a href="/#projects">[1]</a> and more [2].</p>',
    );
    expect(html('Projects [1].')).toBe('<p>Projects [1].</p>');
  });

  it('keeps Windows line ends, empty lines and right-to-left text', () => {
    expect(html('a\r\n\r\n**ب**')).toBe('<p>a<br><br><strong>ب</strong></p>');
  });
});
