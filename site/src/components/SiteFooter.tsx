import { footerLabelsFr } from '@foyer/design-system/labels';
import { useTranslation } from 'react-i18next';
import { Footer } from '@foyer/design-system';
import { SocialIcon } from '@foyer/design-system/foyer';
import { footerColumns, footerSocial } from '../config/footer';
import { site } from '../config/site';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { FrenchLabels } from '../i18n/FrenchLabels';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  return (
    <FrenchLabels labels={{ footer: footerLabelsFr }}>
      <Footer
        label={t('footer.label')}
        copyright={t('footer.copyright', { year: site.copyrightYear })}
        columns={footerColumns.map((column) => ({
          title: t(column.titleKey),
          items: column.items.map((item) => ({
            label: t(item.labelKey),
            href: 'to' in item ? localizePath(item.to, language) : item.href,
          })),
        }))}
        socialColumnIndex={1}
        social={{
          title: t(footerSocial.titleKey),
          links: footerSocial.links.map((link) => ({
            label: t(link.labelKey),
            href: link.href,
            icon: <SocialIcon name={link.icon} />,
          })),
        }}
      />
    </FrenchLabels>
  );
}
