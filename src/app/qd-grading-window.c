/* qd-grading-window.c — Grade a Class (qd-grading-window.h). */
#include "config.h"
#include "qd-grading-window-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-a11y.h"
#include "app/widgets/qd-sandbox-banner.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-text.h"

#define WINDOW_KEY "qd-grading-window"
#define MAX_JOBS 64

G_DEFINE_FINAL_TYPE (QdGradingWindow, qd_grading_window, ADW_TYPE_WINDOW)

static void
graded_free (gpointer data)
{
  Graded *g = data;

  g_free (g->name);
  for (guint t = 0; t < g->n_tests; t++)
    qd_grade_outcome_clear (&g->outcomes[t]);
  g_free (g->outcomes);
  g_free (g);
}

void
qd_grading_window_toast (QdGradingWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
}

char *
qd_grading_window_kept_file (QdGradingWindow *self, const char *submission, const char *name)
{
  /* Its folder in --keep's has the name itself, not its escaping. */
  g_autofree char *folder = qd_text_unescape_name (submission);

  return qd_grading_window_child_file (self, KEPT, folder != NULL ? folder : submission, name, NULL);
}

char *
qd_grading_window_child_file (QdGradingWindow *self, const char *first, ...)
{
  va_list args;
  char *tail, *path;

  va_start (args, first);
  tail = g_build_filename_valist (first, &args);
  va_end (args);
  path = g_build_filename (qd_sweep_child_get_folder (self->child), tail, NULL);
  g_free (tail);
  return path;
}

/* ------------------------------------------------------------------- rows */

static void
update_buttons (QdGradingWindow *self)
{
  gboolean running = self->child != NULL && qd_sweep_child_is_running (self->child);
  g_autofree char *csv = self->child != NULL ? qd_grading_window_child_file (self, "class.csv", NULL) : NULL;

  gtk_widget_set_visible (self->grade_button, !running);
  gtk_widget_set_visible (self->stop_button, running);
  gtk_widget_set_sensitive (self->grade_button, self->manifest != NULL && self->folder != NULL);
  gtk_widget_set_sensitive (self->save_button, !running && csv != NULL && g_file_test (csv, G_FILE_TEST_IS_REGULAR));
}

/* The tests' names and points, from the raw file's settings. */
static gboolean
read_settings (QdGradingWindow *self, const QdSweepRaw *raw)
{
  QdGradeRawSettings settings;

  if (!qd_grade_raw_settings_parse (raw->settings, &settings, NULL))
    return FALSE;
  self->test_names = g_steal_pointer (&settings.names);
  self->test_points = g_steal_pointer (&settings.points);
  self->n_tests = settings.n_tests;
  self->n_submissions = raw->total;
  qd_grade_raw_settings_clear (&settings);
  return TRUE;
}

static Graded *
parse_row (QdGradingWindow *self, char **f, guint64 run)
{
  Graded *g = g_new0 (Graded, 1);

  g->outcomes = g_new0 (QdGradeOutcome, self->n_tests);
  g->n_tests = self->n_tests;
  if (!qd_grade_raw_row_parse (f, self->n_tests, g->outcomes, &g->total))
    {
      graded_free (g);
      return NULL;
    }
  /* The feedback quotes the programs: escaped (the grader does too). */
  for (guint t = 0; t < self->n_tests; t++)
    {
      char *shown = qd_text_escape_controls (g->outcomes[t].output, TRUE);

      g_free (g->outcomes[t].output);
      g->outcomes[t].output = shown;
    }
  g->run = run;
  /* The raw file's key: the submission's name escaped (qd_text_escape_name),
   * made sure of here. */
  g->name = qd_text_escape_controls (f[1], FALSE);
  return g;
}

static double
max_total (QdGradingWindow *self)
{
  double max = 0;

  for (guint t = 0; t < self->n_tests; t++)
    max += self->test_points[t];
  return max;
}

/* The Open button of test `t`: an output test's answer in its tab's check,
 * or a menu of a play test's games; NULL when nothing was kept. */
static GtkWidget *
open_button (QdGradingWindow *self, const Graded *g, guint t)
{
  g_autofree char *kind = qd_grading_window_kept_key (self, t + 1, "kind");
  GtkWidget *button;

  if (g_strcmp0 (kind, "play") == 0)
    {
      g_autoptr(GMenu) menu = g_menu_new ();
      g_autofree char *count = qd_grading_window_kept_key (self, t + 1, "games");
      gint games = count != NULL ? (gint) CLAMP (g_ascii_strtoll (count, NULL, 10), 0, 10000) : 0;

      if (games == 0)
        return NULL;

      for (gint k = 1; k <= games; k++)
        {
          g_autofree char *label = g_strdup_printf (_("Game %d"), k);
          g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

          g_menu_item_set_action_and_target_value (item, "grading.open",
                                                   g_variant_new ("(suu)", g->name, t + 1, (guint) k));
          g_menu_append_item (menu, item);
        }
      button = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Open Game"));
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
      gtk_widget_set_tooltip_text (button, _("Open one of the games in the game's tab"));
    }
  else
    {
      g_autofree char *number = g_strdup_printf ("%u.answer", t + 1);
      g_autofree char *answer = qd_grading_window_kept_file (self, g->name, number);

      /* A program that crashed or hung gave no answer to open: its
       * feedback says why. */
      if (!g_file_test (answer, G_FILE_TEST_IS_REGULAR))
        return NULL;
      button = gtk_button_new_with_label (_("Open"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "grading.open");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new ("(suu)", g->name, t + 1, 0u));
      gtk_widget_set_tooltip_text (button, _("Check this answer in its tab: the first difference on the board"));
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static GtkWidget *
submission_row (QdGradingWindow *self, const Graded *g)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *total = qd_grade_format_score (g->total);
  g_autofree char *max = qd_grade_format_score (max_total (self));
  GString *subtitle = g_string_new (NULL);
  GtkWidget *score;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g->name);
  for (guint t = 0; t < self->n_tests; t++)
    if (!g->outcomes[t].passed)
      g_string_append_printf (subtitle, "%s%s", subtitle->len > 0 ? ", " : "", self->test_names[t]);
  if (subtitle->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Failed: %s"), subtitle->str);

      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), text);
    }
  else
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), _("Passed every test"));
  g_string_free (subtitle, TRUE);
  {
    /* TRANSLATORS: a submission's total out of the most it could get. */
    g_autofree char *text = g_strdup_printf (_("%s / %s"), total, max);

    score = gtk_label_new (text);
    gtk_widget_add_css_class (score, "numeric");
    adw_expander_row_add_action (ADW_EXPANDER_ROW (row), score);
  }
  for (guint t = 0; t < self->n_tests; t++)
    {
      GtkWidget *test = adw_action_row_new ();
      g_autofree char *got = qd_grade_format_score (g->outcomes[t].score);
      g_autofree char *of = qd_grade_format_score (self->test_points[t]);
      /* TRANSLATORS: a test's name, its score and its points. */
      g_autofree char *title = g_strdup_printf (_("%s: %s / %s"), self->test_names[t], got, of);
      GtkWidget *icon = gtk_image_new_from_icon_name (g->outcomes[t].passed ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
      GtkWidget *open;

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (test), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (test), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (test), g->outcomes[t].output);
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      g->outcomes[t].passed ? _("Passed") : _("Failed"), -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (test), icon);
      if (!g->outcomes[t].passed && (open = open_button (self, g, t)) != NULL)
        {
          g_autofree char *label = g_strdup_printf (_("Open %s of %s"), self->test_names[t], g->name);

          gtk_accessible_update_property (GTK_ACCESSIBLE (open), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (test), open);
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), test);
    }
  g_object_set_data (G_OBJECT (row), "qd-run", GUINT_TO_POINTER ((guint) g->run + 1));
  return row;
}

static gint
sort_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  guint x = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "qd-run"));
  guint y = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "qd-run"));

  return x < y ? -1 : x > y;
}

static void
show_progress (QdGradingWindow *self)
{
  g_autofree char *text = NULL;

  if (self->n_submissions == 0)
    return;
  text = g_strdup_printf (_("%u of %u submissions graded"), self->graded->len,
                          (guint) MIN (self->n_submissions, G_MAXUINT));
  gtk_progress_bar_set_fraction (self->progress, (double) self->graded->len / (double) self->n_submissions);
  gtk_progress_bar_set_text (self->progress, text);
}

static void
on_rows (QdSweepChild *child, gpointer raw_data, QdGradingWindow *self)
{
  const QdSweepRaw *raw = raw_data;

  if (self->test_names == NULL && !read_settings (self, raw))
    return;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      char **f = raw->rows->pdata[r];
      Graded *g;

      if (raw->n_columns != 6 || g_hash_table_contains (self->shown, f[1]) ||
          (g = parse_row (self, f, raw->runs[r])) == NULL)
        continue;
      g_ptr_array_add (self->graded, g);
      {
        GtkWidget *row = submission_row (self, g);

        g_hash_table_insert (self->shown, g_strdup (g->name), row);
        gtk_list_box_append (self->list, row);
      }
    }
  gtk_widget_set_visible (self->empty, self->graded->len == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->list), self->graded->len > 0);
  show_progress (self);
}

static void
on_finished (QdSweepChild *child, gint status, const char *message, QdGradingWindow *self)
{
  g_autofree char *text = NULL;

  self->status = status;
  g_free (self->message);
  self->message = g_strdup (message);
  if (status == 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u submission graded", "%u submissions graded",
                                         self->graded->len), self->graded->len);
  else if (status == 130)
    text = g_strdup_printf (_("Stopped: %u submissions graded, kept in the table"), self->graded->len);
  else
    {
      text = g_strdup_printf (_("The grading failed: %s"), message[0] != '\0' ? message : _("no reason given"));
      qd_grading_window_toast (self, text);
    }
  gtk_label_set_text (self->status_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), status == 0 || status == 130);
  update_buttons (self);
}

/* ------------------------------------------------------------------ grade */

static void
clear_results (QdGradingWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_hash_table_remove_all (self->shown);
  g_ptr_array_set_size (self->graded, 0);
  g_clear_pointer (&self->test_names, g_strfreev);
  g_clear_pointer (&self->test_points, g_free);
  g_clear_pointer (&self->kept_tests, g_key_file_free);
  self->n_tests = 0;
  self->n_submissions = 0;
  self->status = -1;
  g_clear_pointer (&self->message, g_free);
}

gboolean
qd_grading_window_grade (QdGradingWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSweepChild) child = NULL;
  g_autofree char *jobs = NULL, *kept = NULL, *csv = NULL, *results = NULL;

  g_return_val_if_fail (QD_IS_GRADING_WINDOW (self), FALSE);
  if (self->manifest == NULL || self->folder == NULL)
    {
      qd_grading_window_toast (self, _("Choose the manifest and the submissions first"));
      return FALSE;
    }
  if (self->child != NULL && qd_sweep_child_is_running (self->child))
    return FALSE;
  if ((child = qd_sweep_child_new (&error)) == NULL)
    {
      qd_grading_window_toast (self, error->message);
      return FALSE;
    }
  jobs = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->jobs));
  kept = g_build_filename (qd_sweep_child_get_folder (child), KEPT, NULL);
  csv = g_build_filename (qd_sweep_child_get_folder (child), "class.csv", NULL);
  results = g_build_filename (qd_sweep_child_get_folder (child), "results", NULL);
  {
    const char *args[] = { "grade", self->manifest, self->folder, "-j", jobs, "--keep", kept, "--csv", csv,
                           "--results-dir", results, NULL };

    if (!qd_sweep_child_start (child, args, NULL, &error))
      {
        qd_grading_window_toast (self, error->message);
        return FALSE;
      }
  }
  clear_results (self);
  if (self->child != NULL)
    g_signal_handlers_disconnect_by_data (self->child, self);
  g_set_object (&self->child, child);
  g_signal_connect (child, "rows", G_CALLBACK (on_rows), self);
  g_signal_connect (child, "finished", G_CALLBACK (on_finished), self);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_widget_set_visible (self->empty, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->list), FALSE);
  update_buttons (self);
  return TRUE;
}

void
qd_grading_window_stop (QdGradingWindow *self)
{
  g_return_if_fail (QD_IS_GRADING_WINDOW (self));
  if (self->child != NULL)
    qd_sweep_child_stop (self->child);
}

gboolean
qd_grading_window_is_running (QdGradingWindow *self)
{
  return self->child != NULL && qd_sweep_child_is_running (self->child);
}

/* ---------------------------------------------------------------- choosers */

static void
set_row_path (AdwActionRow *row, const char *path)
{
  g_autofree char *shown = path != NULL ? g_filename_display_name (path) : NULL;

  adw_action_row_set_subtitle (row, shown != NULL ? shown : _("None chosen"));
}

void
qd_grading_window_set_class (QdGradingWindow *self, const char *manifest, const char *folder)
{
  g_return_if_fail (QD_IS_GRADING_WINDOW (self));
  if (manifest != NULL)
    {
      g_free (self->manifest);
      self->manifest = g_strdup (manifest);
      set_row_path (self->manifest_row, manifest);
    }
  if (folder != NULL)
    {
      g_free (self->folder);
      self->folder = g_strdup (folder);
      set_row_path (self->folder_row, folder);
    }
  update_buttons (self);
}

static void
on_chosen (GtkNativeDialog *dialog, int response, QdGradingWindow *self)
{
  gboolean folder = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER;
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                                                          : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  if (path != NULL && saving)
    {
      g_autofree char *csv = qd_grading_window_child_file (self, "class.csv", NULL);
      g_autoptr(GFile) source = g_file_new_for_path (csv);
      g_autoptr(GError) error = NULL;

      if (!g_file_copy (source, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error))
        qd_grading_window_toast (self, error->message);
    }
  else if (path != NULL)
    qd_grading_window_set_class (self, folder ? NULL : path, folder ? path : NULL);
  g_clear_object (&self->chooser);
}

static void
choose (QdGradingWindow *self, GtkFileChooserAction action, const char *title)
{
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                               action == GTK_FILE_CHOOSER_ACTION_SAVE ? _("_Save") : _("_Open"),
                                               _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "class.csv");
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
choose_manifest (GtkButton *button, QdGradingWindow *self)
{
  choose (self, GTK_FILE_CHOOSER_ACTION_OPEN, _("Choose the Manifest"));
}

static void
choose_folder (GtkButton *button, QdGradingWindow *self)
{
  choose (self, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("Choose the Submissions"));
}

static void
save_csv (GtkButton *button, QdGradingWindow *self)
{
  choose (self, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Class as CSV"));
}

static void
grade_clicked (GtkButton *button, QdGradingWindow *self)
{
  qd_grading_window_grade (self);
}

static void
stop_clicked (GtkButton *button, QdGradingWindow *self)
{
  qd_grading_window_stop (self);
}

/* ------------------------------------------------------------------ build */

static GtkWidget *
path_row (QdGradingWindow *self, const char *title, GCallback clicked, AdwActionRow **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Choose…"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("None chosen"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (button, "clicked", clicked, self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  *row_out = ADW_ACTION_ROW (row);
  return row;
}

static void
build (QdGradingWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *jobs_row = adw_action_row_new ();
  GtkAdjustment *adjustment = gtk_adjustment_new (MIN (g_get_num_processors (), MAX_JOBS), 1, MAX_JOBS, 1, 4, 0);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  self->grade_button = gtk_button_new_with_mnemonic (_("_Grade"));
  gtk_widget_add_css_class (self->grade_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->grade_button, _("Grade every submission on the manifest's tests"));
  g_signal_connect (self->grade_button, "clicked", G_CALLBACK (grade_clicked), self);
  self->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  gtk_widget_add_css_class (self->stop_button, "destructive-action");
  gtk_widget_set_tooltip_text (self->stop_button, _("Stop: the submissions graded so far are kept"));
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (stop_clicked), self);
  self->save_button = gtk_button_new_from_icon_name ("document-save-symbolic");
  gtk_widget_set_tooltip_text (self->save_button, _("Save the class as CSV (a row per submission)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->save_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Save the class as CSV"), -1);
  g_signal_connect (self->save_button, "clicked", G_CALLBACK (save_csv), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->grade_button);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->stop_button);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->save_button);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), qd_sandbox_banner_new ());

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Class"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Every program runs in the sandbox, with the test's time, memory, disk and processes; the scores are "
      "those of quandary-cli grade"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             path_row (self, _("Manifest"), G_CALLBACK (choose_manifest), &self->manifest_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             path_row (self, _("Submissions"), G_CALLBACK (choose_folder), &self->folder_row));
  self->jobs = GTK_SPIN_BUTTON (gtk_spin_button_new (adjustment, 1, 0));
  gtk_widget_set_valign (GTK_WIDGET (self->jobs), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (jobs_row), _("Submissions at Once"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (jobs_row), GTK_WIDGET (self->jobs));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (jobs_row), GTK_WIDGET (self->jobs));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->jobs), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Submissions at Once"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), jobs_row);
  gtk_box_append (GTK_BOX (content), group);

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Grading progress"), -1);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->progress));
  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_selectable (self->status_label, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->status_label));

  self->empty = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->empty), "emblem-documents-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (self->empty), _("No Submission Graded Yet"));
  adw_status_page_set_description (ADW_STATUS_PAGE (self->empty),
    _("Choose a manifest (docs/grading.md) and a folder of submissions, then Grade: each submission "
      "shows here with its score the moment it is graded"));
  gtk_widget_add_css_class (self->empty, "compact");
  gtk_box_append (GTK_BOX (content), self->empty);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_list_box_set_sort_func (self->list, sort_rows, NULL, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Submissions graded"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->list), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->list));

  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 860);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  adw_toast_overlay_set_child (self->toasts, scroller);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_window_set_content (ADW_WINDOW (self), box);
  qd_a11y_prepare (GTK_WIDGET (self));
  update_buttons (self);
}

/* ------------------------------------------------------------------ life */

static void
qd_grading_window_dispose (GObject *object)
{
  QdGradingWindow *self = QD_GRADING_WINDOW (object);

  /* Closed (destroyed): a grading under way ends with it, its child killed. */
  if (self->child != NULL)
    g_signal_handlers_disconnect_by_data (self->child, self);
  g_clear_object (&self->child);
  g_clear_object (&self->chooser);
  if (self->main != NULL && g_object_get_data (G_OBJECT (self->main), WINDOW_KEY) == self)
    g_object_steal_data (G_OBJECT (self->main), WINDOW_KEY);
  g_clear_weak_pointer (&self->main);
  G_OBJECT_CLASS (qd_grading_window_parent_class)->dispose (object);
}

static void
qd_grading_window_finalize (GObject *object)
{
  QdGradingWindow *self = QD_GRADING_WINDOW (object);

  g_free (self->manifest);
  g_free (self->folder);
  g_strfreev (self->test_names);
  g_free (self->test_points);
  g_ptr_array_unref (self->graded);
  g_hash_table_unref (self->shown);
  g_clear_pointer (&self->kept_tests, g_key_file_free);
  g_free (self->message);
  G_OBJECT_CLASS (qd_grading_window_parent_class)->finalize (object);
}

static void
qd_grading_window_class_init (QdGradingWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_grading_window_dispose;
  object_class->finalize = qd_grading_window_finalize;
  gtk_widget_class_install_action (widget_class, "grading.open", "(suu)", qd_grading_window_open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
qd_grading_window_init (QdGradingWindow *self)
{
  self->graded = g_ptr_array_new_with_free_func (graded_free);
  self->shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->status = -1;
  gtk_window_set_title (GTK_WINDOW (self), _("Grade a Class"));
  gtk_window_set_default_size (GTK_WINDOW (self), 720, 640);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);
  build (self);
}

QdGradingWindow *
qd_grading_window_for (QdWindow *parent)
{
  QdGradingWindow *self = g_object_get_data (G_OBJECT (parent), WINDOW_KEY);

  if (self != NULL)
    return self;
  self = g_object_new (QD_TYPE_GRADING_WINDOW, NULL);
  gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (parent));
  g_set_weak_pointer (&self->main, parent);
  /* GTK owns the window (a toplevel); closing it destroys it, and its
   * dispose takes the key back. */
  g_object_set_data (G_OBJECT (parent), WINDOW_KEY, self);
  return self;
}

/* ------------------------------------------------------------------ tests */

guint
qd_grading_window_get_n_graded (QdGradingWindow *self)
{
  return self->graded->len;
}

double
qd_grading_window_get_score (QdGradingWindow *self, const char *submission, guint test)
{
  for (guint i = 0; i < self->graded->len; i++)
    {
      const Graded *g = self->graded->pdata[i];

      if (g_str_equal (g->name, submission))
        return test == 0 ? g->total : test <= self->n_tests ? g->outcomes[test - 1].score : -1;
    }
  return -1;
}

gint
qd_grading_window_get_status (QdGradingWindow *self, const char **message)
{
  if (message != NULL)
    *message = self->message;
  return self->status;
}
