/* qd-gdl-rules-edit.c — the Rules pane edited (issue 92).  The text typed
 * becomes the document's after a pause (or at once with Load Rules), as
 * one edit of the undo history, and is read again on a worker
 * (qd-gdl-rules-load.c), the last game kept meanwhile: a game, which the page
 * shows from its start, or a draft with an error (qd_gdl_sheet_parse_draft),
 * whose error is marked — its line underlined and numbered in red in the
 * margin, the message over the pane, the cursor put there when the file
 * opens or the rules are loaded by hand.  While the rules have an error
 * the page keeps the last game read (`kept`) and its controls wait.
 *
 * Under the pane, the why of the fact at the cursor in the state on show
 * (problems/gdl/qd-gdl-why.h), which the tooltip says too: the keyboard
 * reaches it by moving the cursor, a screen reader reads it. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The typing's pause after which the text is read, in milliseconds. */
#define EDIT_DELAY_MS 700

static QdGdlSheet *
model_of (QdGdlPage *self)
{
  return qd_page_get_model (QD_PAGE (self));
}

const char *
qd_gdl_rules_model_text (QdGdlPage *self)
{
  return model_of (self)->text;
}

static char *
buffer_text (GtkTextView *view)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &start, &end);
  return gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &start, &end, FALSE);
}

/* The text typed becomes the document's: one edit, read again. */
static void
take_edit (QdGdlPage *self, gboolean by_hand)
{
  g_autofree char *text = buffer_text (self->rules_view);
  QdGdlSheet *sheet;

  g_clear_handle_id (&self->edit_source, g_source_remove);
  if (strcmp (text, qd_gdl_rules_model_text (self)) == 0 && !by_hand)
    return;
  /* The text is the document's now; a worker reads it (qd-gdl-rules-load.c). */
  if ((sheet = qd_gdl_rules_unread (text)) == NULL)
    return;
  if (strcmp (text, qd_gdl_rules_model_text (self)) != 0)
    qd_page_record_edit (QD_PAGE (self));
  qd_gdl_rules_load_after (self, NULL);
  g_object_set_data (G_OBJECT (self), "rules-by-hand", GINT_TO_POINTER (by_hand));
  qd_page_set_model (QD_PAGE (self), sheet, QD_PAGE_CHANGE_REPLACED);
  g_object_set_data (G_OBJECT (self), "rules-by-hand", NULL);
}

static gboolean
edit_paused (gpointer data)
{
  QdGdlPage *self = data;

  self->edit_source = 0;
  take_edit (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
on_buffer_changed (QdGdlPage *self)
{
  if (self->updating || self->sheet == NULL)
    return;
  g_clear_handle_id (&self->edit_source, g_source_remove);
  self->edit_source = g_timeout_add (EDIT_DELAY_MS, edit_paused, self);
}

/* The page's flush_edits: text typed in the last pause taken now. */
void
qd_gdl_rules_flush (QdPage *page)
{
  QdGdlPage *self = QD_GDL_PAGE (page);

  if (self->edit_source != 0)
    take_edit (self, FALSE);
}

static void
load_rules_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  take_edit (data, TRUE);
}

/* The cursor at LINE, COLUMN (from 1) of the Rules pane, scrolled to. */
static void
place_cursor_at (QdGdlPage *self, guint line, guint column)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->rules_view);
  GtkTextIter at;

  if (line == 0 || (int) line > gtk_text_buffer_get_line_count (buffer))
    return;
  gtk_text_buffer_get_iter_at_line_offset (buffer, &at, (int) line - 1, 0);
  if (column > 1)
    gtk_text_iter_forward_chars (&at, MIN ((int) column - 1, gtk_text_iter_get_chars_in_line (&at)));
  gtk_text_buffer_place_cursor (buffer, &at);
  gtk_text_view_scroll_to_iter (self->rules_view, &at, 0.1, FALSE, 0, 0);
}

/* The error of the draft on show marked, or the marks gone. */
static void
mark_error (QdGdlPage *self, const QdGdlSheet *model, gboolean place_cursor)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->rules_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag_by_name (buffer, "error", &start, &end);
  qd_gdl_rules_gutter_mark (self->rules_view, model->error != NULL ? (int) model->error_line : 0);
  gtk_widget_remove_css_class (GTK_WIDGET (self->rules_error_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->rules_error_label), "dim-label");
  if (model->error == NULL)
    {
      gtk_label_set_label (self->rules_error_label,
                           qd_gdl_rules_is_unread (model)
                           ? _("Reading the rules… The game on show is the last one read until they are.")
                           : _("The rules are numbered by the line they begin on, as in the margin. Edit them "
                               "here: they are read again as you type."));
      gtk_widget_add_css_class (GTK_WIDGET (self->rules_error_label), "dim-label");
      return;
    }
  {
    g_autofree char *said = g_strdup_printf (_("These rules are not a game yet: %s"), model->error);

    gtk_label_set_label (self->rules_error_label, said);
    gtk_widget_add_css_class (GTK_WIDGET (self->rules_error_label), "error");
    /* A screen reader hears the error (the label's text changed). */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->rules_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
  }
  if (model->error_line == 0)
    return;
  gtk_text_buffer_get_iter_at_line (buffer, &start, (int) model->error_line - 1);
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  gtk_text_buffer_apply_tag_by_name (buffer, "error", &start, &end);
  if (place_cursor)
    place_cursor_at (self, model->error_line, model->error_column);
}

void
qd_gdl_rules_go_to (QdGdlPage *self, guint line, guint column)
{
  gtk_toggle_button_set_active (self->rules_button, TRUE);
  place_cursor_at (self, line, column);
  gtk_widget_grab_focus (GTK_WIDGET (self->rules_view));
}

gboolean
qd_gdl_rules_take_model (QdGdlPage *self, gboolean opened)
{
  QdGdlSheet *model = model_of (self);
  gboolean by_hand = g_object_get_data (G_OBJECT (self), "rules-by-hand") != NULL;
  gboolean game = model->game != NULL;
  gboolean reading = qd_gdl_rules_is_unread (model);

  self->updating = TRUE;
  qd_gdl_rules_show (self->rules_view, model->text);
  self->updating = FALSE;
  if (game)
    {
      /* The kept game goes after the page has the model's. */
      self->sheet = model;
    }
  else if (self->kept == NULL && self->sheet != NULL)
    {
      /* The page's game until the rules read: taken from the last model,
       * which the document frees once this returns. */
      self->kept = g_new0 (QdGdlSheet, 1);
      self->kept->text = g_strdup (self->sheet->text);
      self->kept->game = g_steal_pointer (&self->sheet->game);
      self->sheet = self->kept;
    }
  mark_error (self, model, !game && (opened || by_hand));
  gtk_widget_set_sensitive (self->sidebar, game);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_button), game);
  if (reading)
    {
      /* The pane on show stays: the board shows the last game, waiting. */
      gtk_label_set_label (self->status_label, _("Reading the rules…"));
      qd_gdl_rules_explain (self);
    }
  else if (!game)
    {
      gtk_toggle_button_set_active (self->rules_button, TRUE);
      gtk_label_set_label (self->status_label, _("These rules are not a game yet: mend them in the Rules pane."));
      qd_gdl_rules_explain (self);
    }
  /* A game: explained once the page is at its start (refresh). */
  return game;
}

/* ------------------------------------------------------------ why */

void
qd_gdl_rules_explain (QdGdlPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->rules_view);
  QdGdlSheet *model = model_of (self);
  GtkTextIter iter;
  g_autofree char *term = NULL, *why = NULL, *text = NULL;
  const char *p;

  if (model == NULL || self->why_label == NULL)
    return;
  if (model->game == NULL || self->edit_source != 0 || self->state == NULL)
    {
      gtk_label_set_label (self->why_label, _("Why: once the rules read as a game, put the cursor on a fact "
                                              "without variables to see why it holds in the state on show."));
      return;
    }
  gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
  p = g_utf8_offset_to_pointer (model->text, MIN (gtk_text_iter_get_offset (&iter),
                                                  (int) g_utf8_strlen (model->text, -1)));
  term = qd_gdl_rules_term_at (model->text, (gsize) (p - model->text));
  if (term == NULL || strchr (term, '?') != NULL)
    text = g_strdup (_("Why: put the cursor on a fact without variables (in a rule, or a fact of the rules) to see "
                       "why it holds in the state on show, rule by rule (a rule's number is its line)."));
  else if ((why = qd_gdl_rules_why_text (self, term)) == NULL)
    text = g_strdup_printf (_("Why %s? It does not hold in the state on show."), term);
  else
    text = g_strdup_printf (_("Why, in the state on show (a rule's number is its line):\n%s"), why);
  gtk_label_set_label (self->why_label, text);
}

/* ------------------------------------------------------------ setup */

static const GActionEntry actions[] = {
  { .name = "load-rules", .activate = load_rules_activated },
};

void
qd_gdl_rules_edit_init (QdGdlPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->rules_view);

  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  qd_gdl_rules_gutter_attach (self->rules_view);
  g_signal_connect_swapped (buffer, "changed", G_CALLBACK (on_buffer_changed), self);
  g_signal_connect_swapped (buffer, "notify::cursor-position", G_CALLBACK (qd_gdl_rules_explain), self);
}

void
qd_gdl_rules_edit_dispose (QdGdlPage *self)
{
  g_clear_handle_id (&self->edit_source, g_source_remove);
  g_clear_pointer (&self->kept, qd_gdl_sheet_free);
}
