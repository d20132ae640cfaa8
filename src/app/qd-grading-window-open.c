/* qd-grading-window-open.c — what a failed test of Grade a Class opens
 * (qd-grading-window.h): an output test's answer in its problem's tab's
 * Check an Answer, a play test's game in its game's tab, from what
 * `quandary-cli grade --keep` kept (docs/grading.md). */
#include "config.h"
#include "qd-grading-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/qd-check-window.h"
#include "problems/qd-problem.h"

/* --keep's tests.ini (docs/grading.md), read when first needed. */
static GKeyFile *
kept_tests (QdGradingWindow *self)
{
  if (self->kept_tests == NULL && self->child != NULL)
    {
      g_autofree char *path = qd_grading_window_child_file (self, KEPT, "tests.ini", NULL);

      self->kept_tests = g_key_file_new ();
      if (!g_key_file_load_from_file (self->kept_tests, path, G_KEY_FILE_NONE, NULL))
        g_clear_pointer (&self->kept_tests, g_key_file_free);
    }
  return self->kept_tests;
}

char *
qd_grading_window_kept_key (QdGradingWindow *self, guint test, const char *key)
{
  g_autofree char *group = g_strdup_printf ("test %u", test);
  GKeyFile *file = kept_tests (self);

  return file != NULL ? g_key_file_get_string (file, group, key, NULL) : NULL;
}

typedef struct {
  GWeakRef grading;
  char *answer;              /* checked in the opened tab, or NULL */
} Opening;

static void
on_opened (QdWindow *main, QdPage *page, gpointer data)
{
  Opening *o = data;

  if (main != NULL && page != NULL)
    {
      gtk_window_present (GTK_WINDOW (main));
      if (o->answer != NULL && qd_page_can_check (page))
        {
          QdCheckWindow *check = qd_check_window_for_page (page, GTK_WINDOW (main));
          g_autoptr(GFile) file = g_file_new_for_path (o->answer);

          gtk_window_present (GTK_WINDOW (check));
          qd_check_window_open (check, file);
        }
    }
  g_weak_ref_clear (&o->grading);
  g_free (o->answer);
  g_free (o);
}

static void
open_in_tab (QdGradingWindow *self, const char *path, const char *problem, const char *answer)
{
  Opening *o = g_new0 (Opening, 1);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_weak_ref_init (&o->grading, self);
  o->answer = g_strdup (answer);
  qd_window_open_file_then (self->main, file, problem, on_opened, o);
}

/* A game's record no tab opens: shown as its text. */
static void
show_record (QdGradingWindow *self, const char *path, const char *title)
{
  g_autofree char *text = NULL;
  GtkWidget *dialog;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !g_utf8_validate (text, -1, NULL))
    {
      qd_grading_window_toast (self, _("The game's record cannot be read"));
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), title, text);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A game's record turned into a document of its problem's format
 * (QdProblemGame.record_document), saved beside the record under
 * the format's extension and opened in its tab.  FALSE when it cannot be
 * (shown as text then). */
static gboolean
open_document (QdGradingWindow *self, const QdProblem *problem, const char *kept, guint test)
{
  g_autofree char *command = qd_grading_window_kept_key (self, test, "command");
  g_auto(GStrv) words = NULL;
  g_autofree char *record = NULL, *document = NULL, *base = NULL, *path = NULL;
  const char *dot;

  if (command == NULL || !g_shell_parse_argv (command, NULL, &words, NULL) || words[1] == NULL ||
      !g_file_get_contents (kept, &record, NULL, NULL) ||
      (document = problem->game->record_document (record, (const char *const *) words + 1, NULL)) == NULL)
    return FALSE;
  /* "3-1" and the format's extension (its first pattern's). */
  dot = strrchr (kept, '.');
  base = dot != NULL ? g_strndup (kept, (gsize) (dot - kept)) : g_strdup (kept);
  path = g_strconcat (base, strrchr (problem->format->patterns[0], '.'), NULL);
  if (!g_file_set_contents (path, document, -1, NULL))
    return FALSE;
  open_in_tab (self, path, problem->id, NULL);
  return TRUE;
}

gboolean
qd_grading_window_open_test (QdGradingWindow *self, const char *submission, guint test, guint game)
{
  g_autofree char *kind = NULL, *problem = NULL, *input = NULL, *record = NULL, *kept = NULL;
  const QdProblemGame *info;

  g_return_val_if_fail (QD_IS_GRADING_WINDOW (self), FALSE);
  if (self->main == NULL || self->child == NULL || !g_hash_table_contains (self->shown, submission) || test == 0 ||
      test > self->n_tests)
    return FALSE;
  kind = qd_grading_window_kept_key (self, test, "kind");
  problem = qd_grading_window_kept_key (self, test, "problem");
  input = qd_grading_window_kept_key (self, test, "input");
  record = qd_grading_window_kept_key (self, test, "record");
  if (kind == NULL || problem == NULL)
    {
      qd_grading_window_toast (self, _("Nothing was kept of this test"));
      return FALSE;
    }
  if (g_str_equal (kind, "output"))
    {
      g_autofree char *name = g_strdup_printf ("%u.answer", test);

      kept = qd_grading_window_kept_file (self, submission, name);
      if (!g_file_test (kept, G_FILE_TEST_IS_REGULAR) || input == NULL)
        {
          qd_grading_window_toast (self, _("The program gave no answer to open: its feedback says why"));
          return FALSE;
        }
      open_in_tab (self, input, problem, kept);
      return TRUE;
    }
  {
    g_autofree char *name = g_strdup_printf ("%u-%u.%s", test, game, record != NULL ? record : "txt");

    kept = qd_grading_window_kept_file (self, submission, name);
  }
  if (!g_file_test (kept, G_FILE_TEST_IS_REGULAR))
    {
      qd_grading_window_toast (self, _("This game was not played to its end: its feedback says why"));
      return FALSE;
    }
  info = qd_problem_find (problem) != NULL ? qd_problem_find (problem)->game : NULL;
  /* What its game's descriptor says of its records. */
  if (info != NULL && info->records_open)
    open_in_tab (self, kept, problem, NULL);
  else if (info != NULL && info->record_checks && input != NULL)
    open_in_tab (self, input, problem, kept);
  else if (info == NULL || info->record_document == NULL || !open_document (self, qd_problem_find (problem), kept, test))
    {
      g_autofree char *title = g_strdup_printf (_("%s: game %u of %s"), submission, game, self->test_names[test - 1]);

      show_record (self, kept, title);
    }
  return TRUE;
}

void
qd_grading_window_open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  const char *submission;
  guint test, game;

  g_variant_get (param, "(&suu)", &submission, &test, &game);
  qd_grading_window_open_test (QD_GRADING_WINDOW (widget), submission, test, game);
}
