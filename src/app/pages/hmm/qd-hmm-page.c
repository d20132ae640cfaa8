/* PLACEHOLDER (branch h95-base only; the page helper replaces this file). */
#include "config.h"
#include "app/qd-page.h"

#define QD_TYPE_HMM_PAGE (qd_hmm_page_get_type ())
G_DECLARE_FINAL_TYPE (QdHmmPage, qd_hmm_page, QD, HMM_PAGE, QdPage)

struct _QdHmmPage
{
  QdPage parent_instance;
};

G_DEFINE_FINAL_TYPE (QdHmmPage, qd_hmm_page, QD_TYPE_PAGE)

static void
document_changed (QdPage *page, QdPageChange change)
{
}

static void
qd_hmm_page_class_init (QdHmmPageClass *klass)
{
  QD_PAGE_CLASS (klass)->document_changed = document_changed;
}

static void
qd_hmm_page_init (QdHmmPage *self)
{
}
