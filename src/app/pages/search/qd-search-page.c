/* qd-search-page.c — the state-space search tab.  Skeleton: part E1 writes it. */
#include "config.h"
#include "qd-search-page.h"

#include <glib/gi18n.h>

struct _QdSearchPage
{
  QdPage parent_instance;
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (QdSearchPage, qd_search_page, QD_TYPE_PAGE)

static void
qd_search_page_document_changed (QdPage *page, QdPageChange change)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);
  const char *text = qd_page_get_model (page);

  gtk_label_set_text (self->label, text != NULL ? text : "");
}

static void
qd_search_page_class_init (QdSearchPageClass *klass)
{
  QD_PAGE_CLASS (klass)->document_changed = qd_search_page_document_changed;
}

static void
qd_search_page_init (QdSearchPage *self)
{
  self->label = GTK_LABEL (gtk_label_new (NULL));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->label));
}
