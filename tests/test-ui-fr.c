/* test-ui-fr.c — the window in French shows no English (issue 17).
 *
 * The English texts are the message ids of po/fr.po, which the po-complete
 * test keeps equal to a fresh template; a message whose French is its
 * English ("Minimax", "%s") says nothing and is left out.  The test walks
 * the window with LANGUAGE=fr: the start page, every bundled example of
 * every problem (solved where the tab has a solver), the main menu, the
 * shortcuts window and the About window.  It reads every label, tooltip,
 * placeholder, menu item, list item, page and column title, window title,
 * the boards' descriptions for screen readers, and the texts the boards,
 * plots and trees draw (qd_export_log_text).  A text is English when it is a
 * message id (mnemonics taken out, a printf conversion matching anything),
 * or when it holds a message of two words or more word for word.  Every
 * such text is listed with where it was seen; one is a failure.
 * French is longer than English: each tab must still fit a 600 x 500 window
 * (QD_DUMP_SIZES=1 prints what is too wide).
 * Screenshots: ui-fr-start.png, ui-fr-<id>.png, ui-fr-<id>-600.png,
 * ui-fr-<id>-tree.png, ui-fr-mapcolor-fcmac.png, ui-fr-mapcolor-fcmac-practice.png,
 * ui-fr-mapcolor-experiment.png. */
#include "config.h"

#include "ui-common.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "app/pages/mapcolor/qd-mapcolor-page.h"
#include "app/pages/tsp/qd-tsp-page.h"
#include "app/pages/wordpuzzle/qd-wordpuzzle-page.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-file.h"
#include "problems/qd-problem.h"
#include "render/qd-export.h"
#include "render/qd-palette.h"

/* ------------------------------------------------------------ the catalogue */

typedef struct {
  char *english;       /* as shown: mnemonics taken out */
  GRegex *pattern;     /* when it has printf conversions: the whole text */
  char *needle;        /* a literal part at least that long, to try first */
  gboolean phrase;     /* two words or more: looked for inside texts too */
} English;

static GPtrArray *english;          /* English *, every message whose French differs */
static GHashTable *english_exact;   /* text → English *, those without conversions */
static GHashTable *french;          /* every French text: never English, whatever it reads */
static GHashTable *seen;            /* texts already checked */
static GString *found;              /* the English texts shown, with where */
static guint n_found, n_checked;
static gboolean french_numbers;   /* LC_NUMERIC is French: a decimal comma */

static char *
without_mnemonics (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '_' && p[1] == '_')
      g_string_append_c (out, *p++);
    else if (*p != '_')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* A printf conversion as xgettext leaves it: %d %'d %.2f %5s %<PRId64> %%. */
#define CONVERSION "%(?:<PRI[a-z0-9]+>|[0-9]*\\$?[-+ #0']*(?:[0-9]+|\\*)?(?:\\.(?:[0-9]+|\\*))?" \
                   "(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGcsp])"

static int
count_words (const char *text)
{
  int words = 0;
  gboolean in_word = FALSE;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gboolean letter = g_unichar_isalpha (g_utf8_get_char (p));

      if (letter && !in_word)
        words++;
      in_word = letter;
    }
  return words;
}

static void
add_english (const char *msgid)
{
  static GRegex *conversion;
  g_autofree char *text = without_mnemonics (msgid);
  g_auto(GStrv) parts = NULL;
  GString *pattern = g_string_new ("^");
  English *e;
  guint letters = 0;

  if (conversion == NULL)
    conversion = g_regex_new (CONVERSION, 0, 0, NULL);
  if (g_hash_table_contains (english_exact, text))
    {
      g_string_free (pattern, TRUE);
      return;
    }
  e = g_new0 (English, 1);
  e->english = g_steal_pointer (&text);
  parts = g_regex_split (conversion, e->english, 0);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *escaped = g_regex_escape_string (parts[i], -1);

      for (const char *p = parts[i]; *p != '\0'; p = g_utf8_next_char (p))
        letters += g_unichar_isalpha (g_utf8_get_char (p));
      if (i > 0)
        g_string_append (pattern, "(?:.*?)");
      g_string_append (pattern, escaped);
      if (e->needle == NULL || strlen (parts[i]) > strlen (e->needle))
        {
          g_free (e->needle);
          e->needle = g_strdup (parts[i]);
        }
    }
  g_string_append (pattern, "$");
  /* "%s: %s", "%d %%": no words of their own. */
  if (letters < 3)
    {
      g_free (e->english);
      g_free (e->needle);
      g_free (e);
      g_string_free (pattern, TRUE);
      return;
    }
  if (g_strv_length (parts) > 1)
    e->pattern = g_regex_new (pattern->str, G_REGEX_DOTALL | G_REGEX_OPTIMIZE, 0, NULL);
  else
    g_hash_table_insert (english_exact, e->english, e);
  e->phrase = e->pattern == NULL && count_words (e->english) >= 2;
  g_string_free (pattern, TRUE);
  g_ptr_array_add (english, e);
}

/* The quoted strings from `line` on, joined, escapes undone. */
static void
append_quoted (GString *to, const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');

  if (start != NULL && end > start)
    {
      g_autofree char *raw = g_strndup (start + 1, end - start - 1);
      g_autofree char *text = g_strcompress (raw);

      g_string_append (to, text);
    }
}

typedef struct {
  GString *ids[2];       /* msgid, msgid_plural */
  GPtrArray *strs;       /* msgstr, or msgstr[0..] */
  GString *current;
} Entry;

static void
entry_end (Entry *entry)
{
  gboolean same = FALSE;

  if (entry->ids[0]->len > 0)
    {
      for (guint i = 0; i < entry->strs->len; i++)
        {
          GString *s = g_ptr_array_index (entry->strs, i);
          g_autofree char *shown = without_mnemonics (s->str);

          same |= strcmp (s->str, entry->ids[0]->str) == 0;
          g_hash_table_add (french, g_steal_pointer (&shown));
        }
      if (!same)
        for (guint k = 0; k < 2; k++)
          if (entry->ids[k]->len > 0)
            add_english (entry->ids[k]->str);
    }
  g_string_truncate (entry->ids[0], 0);
  g_string_truncate (entry->ids[1], 0);
  g_ptr_array_set_size (entry->strs, 0);
  entry->current = NULL;
}

static void
load_catalogue (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "fr.po", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  Entry entry = { { g_string_new (NULL), g_string_new (NULL) },
                  g_ptr_array_new_with_free_func ((GDestroyNotify) (void (*) (void)) g_string_free), NULL };

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  english = g_ptr_array_new ();
  english_exact = g_hash_table_new (g_str_hash, g_str_equal);
  french = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "msgctxt") || (g_str_has_prefix (line, "msgid ") && entry.strs->len > 0))
        entry_end (&entry);
      if (g_str_has_prefix (line, "msgid_plural"))
        entry.current = entry.ids[1];
      else if (g_str_has_prefix (line, "msgid "))
        entry.current = entry.ids[0];
      else if (g_str_has_prefix (line, "msgstr"))
        {
          entry.current = g_string_new (NULL);
          g_ptr_array_add (entry.strs, entry.current);
        }
      else if (g_str_has_prefix (line, "msgctxt"))
        entry.current = NULL;
      else if (line[0] != '"')
        continue;
      if (entry.current != NULL)
        append_quoted (entry.current, line);
    }
  entry_end (&entry);
  g_ptr_array_free (entry.strs, TRUE);
  g_string_free (entry.ids[0], TRUE);
  g_string_free (entry.ids[1], TRUE);
  g_test_message ("%u English messages whose French differs", english->len);
  g_assert_cmpuint (english->len, >, 1000);
}

/* ------------------------------------------------------------ checking */

/* A text that no message gave, with English words that French never has:
 * a string the template does not know (not marked for translation). */
static const English *
english_words (const char *text)
{
  static const char *const words[] = {
    "the", "and", "of", "with", "is", "are", "to", "for", "from", "this", "that", "not", "by",
    "has", "have", "will", "can", "nodes", "moves", "run", "solve", "value", "no", "yes", "move",
    "cell", "cells", "stones", "take", "pass", "blue", "green", "red", "wins", "player", "search", "classic",
    "root", "inner", "failure", "leaf", "cutoff", "pruned", "backtrack", "wipeout", "deadend",
    "battle", "duel", "attrition", "human", "random", "depth", "none", "unknown",
    "step", "time", "open", "save", "new", "tree", "game", "map", "board", NULL
  };
  static English guess = { "an English word", NULL, NULL, FALSE };
  static GRegex *regex;

  if (regex == NULL)
    {
      g_autofree char *list = g_strjoinv ("|", (char **) words);
      g_autofree char *pattern = g_strdup_printf ("(?<![\\w'’-])(?i:%s)(?![\\w'’-])", list);

      regex = g_regex_new (pattern, G_REGEX_OPTIMIZE, 0, NULL);
      g_assert_nonnull (regex);
    }
  return g_regex_match (regex, text, 0, NULL) ? &guess : NULL;
}

static const English *
english_in (const char *text)
{
  const English *e = g_hash_table_lookup (english_exact, text);

  if (e != NULL)
    return e;
  e = english_words (text);
  if (e != NULL)
    return e;
  for (guint i = 0; i < english->len; i++)
    {
      e = g_ptr_array_index (english, i);
      if (e->pattern != NULL)
        {
          if (strstr (text, e->needle) != NULL && g_regex_match (e->pattern, text, 0, NULL))
            return e;
        }
      else if (e->phrase && strstr (text, e->english) != NULL)
        return e;
    }
  return NULL;
}

/* Data shown as it is, in no language: the word puzzle's categories are its
 * word list's, like the words (an editable text); a trace (style class
 * "trace") shows the statement's trace format, graded by string match, as
 * Export writes it; a constraint problem's own text (style class
 * "csp-text" on the widget or a parent: the network, the queue of arcs, the
 * statements) is written in the .csp format, whose words (and, in, forall)
 * are the format's; so is any document's own text marked "data-text" (a GDL
 * rulesheet, its facts and moves, written in the file's words). */
static gboolean
is_data (GtkWidget *where)
{
  GtkWidget *row = where != NULL ? gtk_widget_get_ancestor (where, ADW_TYPE_COMBO_ROW) : NULL;
  GtkWidget *list = where != NULL ? gtk_widget_get_ancestor (where, GTK_TYPE_LIST_VIEW) : NULL;

  for (GtkWidget *w = where; w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_has_css_class (w, "csp-text") || gtk_widget_has_css_class (w, "data-text"))
      return TRUE;

  if (list != NULL && gtk_widget_has_css_class (list, "trace"))
    return TRUE;
  if (GTK_IS_TEXT_VIEW (where) && (gtk_widget_has_css_class (where, "trace") ||
                                   gtk_text_view_get_editable (GTK_TEXT_VIEW (where))))
    return TRUE;   /* a trace, or the user's own text (a word list) */
  return row != NULL && gtk_widget_get_ancestor (row, QD_TYPE_WORDPUZZLE_PAGE) != NULL &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), _("Category")) == 0;
}

static void
check (const char *text, const char *kind, GtkWidget *where)
{
  const English *e;
  g_autofree char *trimmed = NULL;
  GtkWidget *page;

  if (text == NULL || is_data (where))
    return;
  trimmed = g_strstrip (g_strdup (text));
  if (trimmed[0] == '\0' || g_hash_table_contains (seen, trimmed) || g_hash_table_contains (french, trimmed))
    return;
  g_hash_table_add (seen, g_strdup (trimmed));
  n_checked++;
  e = english_in (trimmed);
  if (e == NULL)
    return;
  n_found++;
  page = where != NULL ? gtk_widget_get_ancestor (where, QD_TYPE_PAGE) : NULL;
  g_string_append_printf (found, "\n  %s of %s (in %s, %s%s%s): \"%s\" is \"%s\"", kind,
                          where != NULL ? G_OBJECT_TYPE_NAME (where) : "a menu",
                          where != NULL && gtk_widget_get_parent (where) != NULL
                            ? G_OBJECT_TYPE_NAME (gtk_widget_get_parent (where)) : "-",
                          page != NULL ? G_OBJECT_TYPE_NAME (page) : "the window",
                          ADW_IS_PREFERENCES_ROW (where) ? ", row " : "",
                          ADW_IS_PREFERENCES_ROW (where) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (where)) : "",
                          trimmed, e->english);
}

static void
check_menu (GMenuModel *menu)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        {
          g_autofree char *shown = without_mnemonics (label);

          check (shown, "menu item", NULL);
        }
      link = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      if (link == NULL)
        link = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      if (link != NULL)
        {
          check_menu (link);
          g_object_unref (link);
        }
    }
}


static void
check_string_list (GListModel *model, GtkWidget *where)
{
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (GTK_IS_STRING_OBJECT (item))
        check (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), "list item", where);
    }
}

static const char *
string_property (GObject *object, const char *name)
{
  GParamSpec *spec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), name);
  GValue value = G_VALUE_INIT;
  static char *text;

  if (spec == NULL || spec->value_type != G_TYPE_STRING)
    return NULL;
  g_value_init (&value, G_TYPE_STRING);
  g_object_get_property (object, name, &value);
  g_free (text);
  text = g_value_dup_string (&value);
  g_value_unset (&value);
  return text;
}

/* What a board, plot or tree draws: its picture drawn once more on a
 * surface that logs the texts. */
static void
check_canvas (QdCanvas *canvas)
{
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t *cr = cairo_create (surface);
  const QdPalette *palette = qd_canvas_get_palette (canvas);
  double width, height;

  check (qd_canvas_get_position_text (canvas), "board description", GTK_WIDGET (canvas));
  qd_canvas_get_picture_size (canvas, &width, &height);
  if (palette != NULL && width > 0 && height > 0)
    {
      qd_export_log_text (surface, log);
      cairo_scale (cr, 64 / MAX (width, 1), 64 / MAX (height, 1));
      qd_canvas_draw_picture (canvas, cr, palette);
      qd_export_log_text (surface, NULL);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < log->len; i++)
    check (g_ptr_array_index (log, i), "drawn text", GTK_WIDGET (canvas));
}

static void
check_widget (GtkWidget *widget)
{
  GObject *object = G_OBJECT (widget);

  if (GTK_IS_LABEL (widget))
    check (gtk_label_get_text (GTK_LABEL (widget)), "label", widget);
  check (gtk_widget_get_tooltip_text (widget), "tooltip", widget);
  check (string_property (object, "placeholder-text"), "placeholder", widget);
  if (GTK_IS_WINDOW (widget))
    check (gtk_window_get_title (GTK_WINDOW (widget)), "window title", widget);
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    check_menu (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    check_string_list (gtk_drop_down_get_model (GTK_DROP_DOWN (widget)), widget);
  if (ADW_IS_COMBO_ROW (widget))
    check_string_list (adw_combo_row_get_model (ADW_COMBO_ROW (widget)), widget);
  if (GTK_IS_STACK (widget))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
        {
          g_autoptr(GObject) page = g_list_model_get_item (pages, i);

          check (gtk_stack_page_get_title (GTK_STACK_PAGE (page)), "stack page title", widget);
        }
    }
  if (ADW_IS_VIEW_STACK (widget))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (adw_view_stack_get_pages (ADW_VIEW_STACK (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
        {
          g_autoptr(AdwViewStackPage) page = g_list_model_get_item (pages, i);

          check (adw_view_stack_page_get_title (page), "view page title", widget);
        }
    }
  if (GTK_IS_COLUMN_VIEW (widget))
    {
      GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (widget));

      for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
        {
          g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

          check (gtk_column_view_column_get_title (column), "column title", widget);
        }
    }
  if (QD_IS_CANVAS (widget))
    check_canvas (QD_CANVAS (widget));
  if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        check (lines[i], "text line", widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widget (child);
}

static void
check_window (GtkWidget *toplevel, const char *what)
{
  guint before = n_found;

  check_widget (toplevel);
  g_test_message ("%s: %u texts checked so far, %u English", what, n_checked, n_found - before);
}

/* ------------------------------------------------------------ the walk */

static gboolean
page_idle (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page));
}

static GtkWidget *
new_toplevel (GListModel *before_list, guint n_before)
{
  GListModel *now = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (now); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (now, i);
      gboolean old = FALSE;

      for (guint j = 0; j < n_before; j++)
        {
          g_autoptr(GtkWidget) b = g_list_model_get_item (before_list, j);

          old |= b == w;
        }
      if (!old && w != GTK_WIDGET (window))
        return w;
    }
  return NULL;
}

/* French is longer than English: each tab still fits a 600 x 500 window
 * (the page's minimum, below the header bar and the tab bar), and its
 * sidebar keeps the one width of every tab. */
static GString *too_big;

static void
check_fits (QdPage *page, const char *what)
{
  GtkWidget *sidebar = adw_flap_get_flap (qd_page_get_flap (page));
  int sidebar_width;

  check_page_fits (page, 600, 500, what, too_big);
  gtk_widget_measure (sidebar, GTK_ORIENTATION_HORIZONTAL, -1, &sidebar_width, NULL, NULL, NULL);
  if (sidebar_width > 360)
    g_string_append_printf (too_big, "\n  %s: its sidebar needs %d, more than the 360 of every tab", what,
                            sidebar_width);
}

static gboolean
fcmac_done (gpointer view)
{
  QdCspTable *const *tables;

  return !qd_mapcolor_fcmac_view_is_running (view) && qd_mapcolor_fcmac_view_get_tables (view, &tables) == 2;
}

static gboolean
experiment_done (gpointer view)
{
  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}

/* The map-colouring tab's other views, filled: FC vs MAC's tables and trees,
 * the experiment's table and plots. */
static void
check_mapcolor_views (QdMapcolorPage *page)
{
  QdMapcolorExperimentView *experiment = qd_mapcolor_page_get_experiment_view (page);

  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (qd_mapcolor_page_get_fcmac_view (page), "WA, NT, SA, Q, NSW, V, T", "r, g, b");
  wait_until (fcmac_done, qd_mapcolor_page_get_fcmac_view (page), 10000, "the domain tables");
  wait_for_frame ();
  screenshot ("ui-fr-mapcolor-fcmac.png");
  check_window (GTK_WIDGET (window), "FC vs MAC");
  /* Practising at 600 x 500, the bar over them: the tables keep room. */
  qd_mapcolor_fcmac_view_set_practising (qd_mapcolor_page_get_fcmac_view (page), TRUE);
  resize_window (600, 500);
  wait_for_frame ();
  screenshot ("ui-fr-mapcolor-fcmac-practice.png");
  /* Its texts are not walked: the questions' examples are the map's data
   * (SA=red, none), English words to the walk. */
  check_fits (QD_PAGE (page), "FC vs MAC in practice");
  {
    int height = gtk_widget_get_height (GTK_WIDGET (qd_mapcolor_fcmac_view_get_canvas (
                                          qd_mapcolor_page_get_fcmac_view (page))));

    if (height < 150)
      g_string_append_printf (too_big, "\n  FC vs MAC in practice: the tables get %d px of height, not 150", height);
  }
  qd_mapcolor_fcmac_view_set_practising (qd_mapcolor_page_get_fcmac_view (page), FALSE);
  resize_window (1200, 760);
  qd_mapcolor_page_show_view (page, "experiment");
  qd_mapcolor_experiment_view_run (experiment, "10, 20", 1);
  wait_until (experiment_done, experiment, 60000, "the experiment");
  wait_for_frame ();
  screenshot ("ui-fr-mapcolor-experiment.png");
  check_window (GTK_WIDGET (window), "the experiment");
}

static void
test_no_english (void)
{
  guint n_problems, opened = 0;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);

  /* The French catalogue is the one shown: a message of the window itself. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Solve"), !=, "Solve");

  found = g_string_new (NULL);
  too_big = g_string_new (NULL);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  wait_for_frame ();
  screenshot ("ui-fr-start.png");
  check_window (GTK_WIDGET (window), "start page");

  for (guint p = 0; p < n_problems; p++)
    for (guint e = 0; e < qd_problem_n_examples (problems[p]); e++)
      {
        g_autofree char *what = g_strdup_printf ("%s example %u", problems[p]->id, e);
        gint64 started = g_get_monotonic_time ();
        QdPage *page;

        qd_window_open_example (window, problems[p]->id, e);
        wait_until (has_page, GUINT_TO_POINTER (++opened), 10000, what);
        page = qd_window_get_current_page (window);
        wait_for_frame ();
        check_window (GTK_WIDGET (window), what);
        if (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL))
          {
            wait_until (page_idle, page, 60000, what);
            wait_for_frame ();
            check_window (GTK_WIDGET (window), what);
          }
        /* Games: two computer moves ("<id>.computer-move"), for the move
         * lists and the search's figures and tree. */
        {
          g_autofree char *move = g_strdup_printf ("%s.computer-move", problems[p]->id);
          gboolean moved = FALSE;

          for (guint k = 0; k < 2; k++)
            if (qd_widget_action_enabled (GTK_WIDGET (page), move) &&
                gtk_widget_activate_action (GTK_WIDGET (page), move, NULL))
              {
                wait_until (page_idle, page, 60000, what);
                moved = TRUE;
              }
          if (moved)
            {
              wait_for_frame ();
              check_window (GTK_WIDGET (window), what);
            }
        }
        /* The search tree (F8) of the first example, as the pane shows it. */
        if (e == 0)
          {
            QdCanvas *board = qd_page_get_canvas (page);
            GtkWidget *pane = board != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (board), QD_TYPE_BOARD_PANE) : NULL;

            if (pane != NULL && qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)) != NULL)
              {
                g_autofree char *name = g_strdup_printf ("ui-fr-%s-tree.png", problems[p]->id);

                show_search_tree (board);
                for (guint f = 0; f < 4; f++)
                  wait_for_frame ();
                screenshot (name);
                check_window (GTK_WIDGET (window), what);
                qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), FALSE);
              }
          }
        /* Numbers as the locale writes them: the statement's tour is
         * 4933.94 long after hill climbing. */
        if (QD_IS_TSP_PAGE (page) && e == 0)
          {
            const char *status = status_text (page, QD_TYPE_TSP_PAGE);

            g_test_message ("TSP status: %s", status);
            g_assert_nonnull (strstr (status, french_numbers ? "4933,94" : "4933.94"));
          }
        if (e == 0)
          {
            g_autofree char *name = g_strdup_printf ("ui-fr-%s.png", problems[p]->id);

            screenshot (name);
            if (QD_IS_MAPCOLOR_PAGE (page))
              check_mapcolor_views (QD_MAPCOLOR_PAGE (page));
          }
        check_fits (page, what);
        if (e == 0)
          {
            g_autofree char *name = g_strdup_printf ("ui-fr-%s-600.png", problems[p]->id);

            resize_window (600, 500);
            screenshot (name);
            resize_window (1200, 760);
          }
        /* One tab at a time: each walk reads the window's every tab. */
        close_current_page ();
        opened--;
        g_test_message ("%s: %.1f s", what, (g_get_monotonic_time () - started) / 1e6);
      }

  {
    GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
    GListModel *toplevels = gtk_window_get_toplevels ();
    g_autoptr(GListStore) before = g_list_store_new (GTK_TYPE_WIDGET);
    GtkWidget *about;

    if (shortcuts != NULL)
      check_window (GTK_WIDGET (shortcuts), "shortcuts window");
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

        g_list_store_append (before, w);
      }
    g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
    wait_for_frame ();
    about = new_toplevel (G_LIST_MODEL (before), g_list_model_get_n_items (G_LIST_MODEL (before)));
    g_assert_nonnull (about);
    check_window (about, "About window");
    gtk_window_destroy (GTK_WINDOW (about));
  }

  g_test_message ("%u texts checked, numbers %s", n_checked,
                  french_numbers ? "in fr_FR.UTF-8" : "in C.UTF-8 (no French locale could be made)");
  g_assert_cmpuint (n_checked, >, 300);
  if (n_found > 0)
    g_error ("%u English texts in the French window:%s", n_found, found->str);
  if (too_big->len > 0)
    g_error ("tabs that do not fit in French:%s", too_big->str);
  g_string_free (too_big, TRUE);

  g_hash_table_destroy (seen);
  g_string_free (found, TRUE);
}

/* fr_FR.UTF-8 compiled by localedef into `locpath` (some 3 CPU seconds),
 * unless there already: made in a folder of its own and renamed into place,
 * as tests/clitest.py does in the same folder, so that a test reading it
 * meanwhile never sees half of it. */
static void
compile_french_locale (const char *locpath, const char *target)
{
  g_autofree char *scratch = NULL;
  g_autofree char *made = NULL;

  if (g_file_test (target, G_FILE_TEST_IS_DIR) || g_mkdir_with_parents (locpath, 0755) != 0)
    return;
  scratch = g_build_filename (locpath, ".making-XXXXXX", NULL);
  if (g_mkdtemp (scratch) == NULL)
    return;
  made = g_build_filename (scratch, "fr_FR.UTF-8", NULL);
  {
    const char *argv[] = { "localedef", "-i", "fr_FR", "-f", "UTF-8", made, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                  G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  }
  if (g_rename (made, target) != 0)
    qd_file_remove_tree (made);   /* another test put its own in place first */
  qd_file_remove_tree (scratch);
}

/* fr_FR.UTF-8 for the numbers too: the machine's, or compiled by localedef
 * into the folder where the command-line tests compile theirs (one compile a
 * build: QD_LOCALE_DIR/clitest-locales, tests/clitest.py); else C.UTF-8,
 * where LANGUAGE still gives French messages.  TRUE with a French locale. */
static gboolean
use_french_locale (void)
{
  g_autofree char *locpath = g_build_filename (g_getenv ("QD_LOCALE_DIR"), "clitest-locales", NULL);
  g_autofree char *target = g_build_filename (locpath, "fr_FR.UTF-8", NULL);

  g_setenv ("LC_ALL", "fr_FR.UTF-8", TRUE);
  if (setlocale (LC_ALL, "") != NULL)
    return TRUE;
  compile_french_locale (locpath, target);
  g_setenv ("LOCPATH", locpath, TRUE);
  if (setlocale (LC_ALL, "") != NULL)
    return TRUE;
  g_unsetenv ("LOCPATH");
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  return FALSE;
}

int
main (int argc, char **argv)
{
  /* French messages: the build's catalogue (QD_LOCALE_DIR, read by the
   * application), LANGUAGE=fr under whatever locale the machine has that
   * is not C. */
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_assert_nonnull (g_getenv ("QD_LOCALE_DIR"));
  french_numbers = use_french_locale ();
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("QD_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  ui_init (&argc, &argv);
  load_catalogue ();
  g_test_add_func ("/ui/fr/no-english", test_no_english);
  return ui_run ();
}
