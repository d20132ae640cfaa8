/* qd-wordpuzzle-editor.c — the word-puzzle tab's editor: the array size,
 * slots picked by clicking cells, the category, the word list. */
#include "config.h"
#include "qd-wordpuzzle-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define COURSE_WORD_LIST "resource:///io/github/quandary/Quandary/examples/wordpuzzle/wordlist.txt"

void
qd_wordpuzzle_editor_refresh_categories (QdWordpuzzlePage *self)
{
  guint n = self->list->categories->len;
  g_autofree const char **names = g_new0 (const char *, n + 1);
  guint selected = adw_combo_row_get_selected (self->category_row);

  for (guint i = 0; i < n; i++)
    names[i] = ((QdWordpuzzleCategory *) self->list->categories->pdata[i])->name;
  self->updating = TRUE;
  gtk_string_list_splice (self->categories, 0, g_list_model_get_n_items (G_LIST_MODEL (self->categories)), names);
  if (selected < n)
    adw_combo_row_set_selected (self->category_row, selected);
  self->updating = FALSE;
}

void
qd_wordpuzzle_editor_refresh_words (QdWordpuzzlePage *self)
{
  g_autofree char *text = qd_wordpuzzle_list_to_string (self->list);
  g_autofree char *where = NULL;
  g_autofree char *label = NULL;

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->words_view), text, -1);
  if (self->list_file == NULL)
    where = g_strdup (_("typed in"));
  else if (g_file_has_uri_scheme (self->list_file, "resource"))
    where = g_strdup (_("the course word list (bundled)"));
  else
    where = g_file_get_parse_name (self->list_file);
  label = g_strdup_printf (ngettext ("%u category, from %s%s", "%u categories, from %s%s",
                                     self->list->categories->len), self->list->categories->len, where,
                           self->list_modified ? _(", edited") : "");
  gtk_label_set_label (self->words_label, label);
}

void
qd_wordpuzzle_editor_clear_picked (QdWordpuzzlePage *self)
{
  g_array_set_size (self->picked, 0);
  memset (self->picked_mask, 0, sizeof (gboolean) * MAX (self->puzzle->size, 1));
}

void
qd_wordpuzzle_editor_cell_clicked (QdWordpuzzleView *view, gint cell, QdWordpuzzlePage *self)
{
  if (cell < 0)
    return;
  /* A click picks the cell for a new slot, or unpicks it. */
  if (self->picked_mask[cell])
    {
      for (guint i = 0; i < self->picked->len; i++)
        if (g_array_index (self->picked, guint, i) == (guint) cell)
          {
            g_array_remove_index (self->picked, i);
            break;
          }
      self->picked_mask[cell] = FALSE;
    }
  else if (self->picked->len < QD_WORDPUZZLE_MAX_SLOT)
    {
      guint c = (guint) cell;

      g_array_append_val (self->picked, c);
      self->picked_mask[cell] = TRUE;
    }
  qd_wordpuzzle_page_update_display (self);
}

void
qd_wordpuzzle_editor_slot_clicked (QdWordpuzzleView *view, gint slot, QdWordpuzzlePage *self)
{
  self->selected_slot = slot;
  if (slot >= 0)
    {
      const QdWordpuzzleSlot *s = self->puzzle->slots->pdata[slot];

      for (guint i = 0; i < self->list->categories->len; i++)
        if (g_str_equal (((QdWordpuzzleCategory *) self->list->categories->pdata[i])->name, s->category))
          adw_combo_row_set_selected (self->category_row, i);
    }
  qd_wordpuzzle_page_update_display (self);
}

static void
add_slot_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWordpuzzlePage *self = data;
  guint index = adw_combo_row_get_selected (self->category_row);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  const QdWordpuzzleCategory *category;

  if (self->picked->len == 0 || index >= self->list->categories->len)
    return;
  category = self->list->categories->pdata[index];
  before = qd_page_snapshot (QD_PAGE (self));
  if (qd_wordpuzzle_add_slot (self->puzzle, category->name, (guint *) self->picked->data,
                               self->picked->len, &error) == NULL)
    {
      qd_page_toast (QD_PAGE (self), error->message);
      return;
    }
  qd_page_record_snapshot (QD_PAGE (self), g_steal_pointer (&before));
  self->selected_slot = (gint) self->puzzle->slots->len - 1;
  qd_wordpuzzle_page_puzzle_changed (self);
}

static void
remove_slot_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWordpuzzlePage *self = data;

  if (self->selected_slot < 0)
    return;
  qd_page_record_edit (QD_PAGE (self));
  qd_wordpuzzle_remove_slot (self->puzzle, (guint) self->selected_slot);
  self->selected_slot = -1;
  qd_wordpuzzle_page_puzzle_changed (self);
}

void
qd_wordpuzzle_editor_size_changed (QdWordpuzzlePage *self)
{
  guint size = (guint) gtk_spin_button_get_value_as_int (self->size_spin);
  guint removed;

  if (self->updating || size == self->puzzle->size)
    return;
  qd_page_record_edit (QD_PAGE (self));
  removed = qd_wordpuzzle_resize (self->puzzle, size);
  if (removed > 0)
    {
      g_autofree char *message = g_strdup_printf (ngettext ("%u slot reached past the new end and was removed",
                                                            "%u slots reached past the new end and were removed",
                                                            removed), removed);

      qd_wordpuzzle_page_puzzle_changed (self);
      qd_page_toast_undoable (QD_PAGE (self), message);
      return;
    }
  qd_wordpuzzle_page_puzzle_changed (self);
}

gboolean
qd_wordpuzzle_editor_set_word_list (QdWordpuzzlePage *self, QdWordpuzzleList *list, GFile *file, gboolean modified)
{
  qd_wordpuzzle_list_free (self->list);
  self->list = list;
  g_set_object (&self->list_file, file);
  self->list_modified = modified;
  qd_wordpuzzle_editor_refresh_categories (self);
  qd_wordpuzzle_editor_refresh_words (self);
  qd_wordpuzzle_page_puzzle_changed (self);
  return TRUE;
}

static void
apply_words_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWordpuzzlePage *self = data;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->words_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdWordpuzzleList *list;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  list = qd_wordpuzzle_list_parse (text, -1, &error);
  if (list == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Word list: %s"), error->message);
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  qd_wordpuzzle_editor_set_word_list (self, list, self->list_file, TRUE);
  /* The list is not in the puzzle's text (nor its undo): only a save makes
   * the tab unmodified again, not an undo back to the puzzle as opened. */
  qd_page_set_unsaved (QD_PAGE (self));
}

/* On the worker: a file, or a folder of category files. */
static gpointer
read_word_list (GFile *file, gpointer data, GError **error)
{
  return qd_wordpuzzle_list_load (file, error);
}

static void
on_words_read (QdPage *page, GFile *file, gpointer list, const GError *error)
{
  if (list == NULL)
    qd_page_toast (page, error->message);
  else
    qd_wordpuzzle_editor_set_word_list (QD_WORDPUZZLE_PAGE (page), list, file, FALSE);
}

static void
on_words_chosen (QdPage *page, GFile *file)
{
  qd_page_read_file (page, file, read_word_list, NULL, NULL, (GDestroyNotify) qd_wordpuzzle_list_free,
                     on_words_read);
}

static void
open_words_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_page_choose_file (QD_PAGE (data), _("Open a Word List (a file, or a folder of category files)"),
                       on_words_chosen);
}

/* The word list of a puzzle file: wordlist.txt beside it, else the course's. */
QdWordpuzzleList *
qd_wordpuzzle_editor_find_word_list (GFile *file, GFile **where)
{
  g_autoptr(GFile) folder = file != NULL ? g_file_get_parent (file) : NULL;
  g_autoptr(GFile) beside = folder != NULL ? g_file_get_child (folder, "wordlist.txt") : NULL;
  g_autoptr(GFile) course = g_file_new_for_uri (COURSE_WORD_LIST);
  QdWordpuzzleList *list = NULL;

  if (beside != NULL && !g_file_equal (beside, file) && (list = qd_wordpuzzle_list_load (beside, NULL)) != NULL)
    {
      *where = g_steal_pointer (&beside);
      return list;
    }
  list = qd_wordpuzzle_list_load (course, NULL);
  *where = g_steal_pointer (&course);
  return list != NULL ? list : qd_wordpuzzle_list_new ();
}

/* Where an edited word list is saved: back into its own file when it came
 * from one on disk, else as wordlist.txt beside the puzzle, where opening
 * the puzzle again finds it, but never over a wordlist.txt that is not the
 * list this puzzle was opened with (data/FORMATS.md). */
static GFile *
list_target (QdWordpuzzlePage *self, GFile *file, GError **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) beside = NULL;

  if (self->list_file != NULL && g_file_is_native (self->list_file) &&
      g_file_query_file_type (self->list_file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_REGULAR)
    return g_object_ref (self->list_file);

  folder = g_file_get_parent (file);
  beside = g_file_get_child (folder, "wordlist.txt");
  if (g_file_equal (beside, file))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                           _("A puzzle with an edited word list cannot be named wordlist.txt: the list is saved "
                             "under that name beside it"));
      return NULL;
    }
  if (g_file_query_exists (beside, NULL))
    {
      g_autofree char *name = g_file_get_parse_name (beside);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("“%s” is another word list, not the one of this puzzle, and is left as it is: save the "
                     "puzzle in another folder"), name);
      return NULL;
    }
  return g_steal_pointer (&beside);
}

/* The puzzle and its edited word list are saved as a pair (qd_save_texts):
 * a crash leaves the old pair or the new one. */
gboolean
qd_wordpuzzle_editor_save_pair (QdPage *page, GFile *file, const char *text, GError **error)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  g_autoptr(GFile) target = NULL;
  g_autofree char *list_text = NULL;

  if (!self->list_modified)
    return qd_save_text (file, text, -1, error);
  target = list_target (self, file, error);
  if (target == NULL)
    return FALSE;
  list_text = qd_wordpuzzle_list_to_string (self->list);
  {
    GFile *const files[] = { file, target };
    const char *const texts[] = { text, list_text };

    if (!qd_save_texts (G_N_ELEMENTS (files), files, texts, error))
      return FALSE;
  }
  g_set_object (&self->list_file, target);
  self->list_modified = FALSE;
  qd_wordpuzzle_editor_refresh_words (self);
  return TRUE;
}

static const GActionEntry editor_actions[] = {
  { "add-slot", add_slot_activated },
  { "remove-slot", remove_slot_activated },
  { "apply-words", apply_words_activated },
  { "open-words", open_words_activated },
};

void
qd_wordpuzzle_editor_init (QdWordpuzzlePage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
}
