/* qd-kinarow-editor.c — the k-in-a-row tab's editor of positions. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>

static void
on_edit_switched (QdKinarowPage *self)
{
  qd_kinarow_page_cancel_work (self);
  qd_kinarow_view_set_editing (self->board_view, qd_kinarow_editor_is_on (self));
  gtk_widget_set_sensitive (self->edit_rows, qd_kinarow_editor_is_on (self));
  qd_kinarow_page_refresh (self);
}

void
qd_kinarow_editor_init (QdKinarowPage *self)
{
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_switched), self);
  gtk_widget_set_sensitive (self->edit_rows, FALSE);
}

gboolean
qd_kinarow_editor_is_on (QdKinarowPage *self)
{
  return gtk_switch_get_active (self->edit_switch);
}

void
qd_kinarow_editor_target (QdKinarowPage *self, guint target)
{
}

void
qd_kinarow_editor_sync (QdKinarowPage *self)
{
}
