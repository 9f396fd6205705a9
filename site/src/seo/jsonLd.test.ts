import { articleJsonLd, organizationJsonLd, serializeJsonLd } from './jsonLd';

describe('JSON-LD', () => {
  it('describes the organisation with its address in the page language', () => {
    const data = organizationJsonLd('fr');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Foyer',
      url: 'https://foyer.example/fr/',
    });
    expect(data.sameAs).toContain('https://git.foyer.example/foyer/foyer');
  });

  it('describes a post as a BlogPosting with its author, date, picture and publisher', () => {
    const data = articleJsonLd({
      language: 'fr',
      pathname: '/fr/blog/foyer-4-58/',
      headline: 'Foyer 4.58',
      description: 'Les nouveautés',
      datePublished: '2024-11-05',
      authorName: 'Inès',
      authorUrl: 'https://foyer.example/fr/blog/authors/#ines',
      imageUrl: 'https://foyer.example/og/foyer-fr.png',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://foyer.example/fr/blog/foyer-4-58/',
      inLanguage: 'fr-FR',
      datePublished: '2024-11-05',
      author: { '@type': 'Person', name: 'Inès' },
      publisher: { '@type': 'Organization', name: 'Foyer' },
    });
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
