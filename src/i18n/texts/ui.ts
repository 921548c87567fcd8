// Texts of the small shared pieces (src/components/ui/*: pagination, error and loading states) and of the toasts'
// close button, English as the SPEC and the current pages have them, Nepali beside.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

export const uiText = catalog({
  en: {
    pagination: {
      label: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      /** Read before a page number ('Page 2'); visually hidden. */
      page: 'Page ',
    },
    error: { message: 'Something went wrong. Please try again.', retry: 'Retry' },
    loading: 'Loading…',
    toastClose: 'Dismiss notification',
  },
  ne: {
    pagination: {
      label: 'पृष्ठहरू',
      previous: 'अघिल्लो',
      next: 'अर्को',
      page: 'पृष्ठ ',
    },
    error: { message: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।', retry: NE_TERMS.retry },
    loading: NE_TERMS.loading,
    toastClose: 'सूचना बन्द गर्नुहोस्',
  },
});
