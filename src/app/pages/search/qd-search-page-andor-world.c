/* qd-search-page-andor-world.c — the AND-OR Search window's world menu:
 * the two built-in vacuum worlds, the worlds bundled in
 * data/examples/search/ (read from the application's resources), and the
 * file opened last.  A world chosen is installed (its states in the start
 * menu, its picture sized) and searched. */
#include "config.h"
#include "qd-search-page-andor.h"
#include "qd-search-page-andor-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-file.h"

#define N_BUILTIN 2
#define EXAMPLES_PATH "/io/github/quandary/Quandary/examples/search/"

/* data/examples/search/SOURCES.md says where each comes from. */
static const struct {
  const char *file;
  const char *title;
} examples[] = {
  { "erratic-vacuum.andor", N_("Erratic vacuum, as lines") },
  { "slippery-maze.andor", N_("Slippery maze") },
  { "ice-maze.andor", N_("Ice corridor") },
  { "river-no-plan.andor", N_("River (no plan)") },
};

#define FILE_ITEM (N_BUILTIN + G_N_ELEMENTS (examples))

static GtkStringList *
world_list (void)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, _("Erratic vacuum"));
  gtk_string_list_append (list, _("Slippery vacuum"));
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    gtk_string_list_append (list, _(examples[i].title));
  return list;
}

/* The run's picture: the two squares, a maze fitted to the sidebar's
 * width, nothing for a world of transition lines. */
static void
size_picture (Andor *a)
{
  const QdSearchAndorWorld *w = a->world;
  GtkWidget *area = GTK_WIDGET (a->world_area);

  gtk_widget_set_visible (area, w->vacuum || w->walls != NULL);
  if (w->vacuum)
    gtk_drawing_area_set_content_height (a->world_area, 80);
  else if (w->walls != NULL)
    gtk_drawing_area_set_content_height (a->world_area, (int) CLAMP (w->rows * 240.0 / w->cols, 48, 180));
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  w->vacuum ? _("The vacuum world") : _("The maze"), -1);
}

/* `world` (taken) and the text it was read from (taken; NULL: built-in). */
static void
install_world (Andor *a, QdSearchAndorWorld *world, char *text, gsize length)
{
  g_autoptr(GtkStringList) states = gtk_string_list_new (NULL);

  qd_search_andor_world_free (a->world);
  a->world = world;
  g_free (a->world_text);
  a->world_text = text;
  a->world_length = length;
  size_picture (a);
  for (guint i = 0; i < a->world->n_states; i++)
    gtk_string_list_append (states, a->world->state_names[i]);
  a->updating = TRUE;
  gtk_drop_down_set_model (a->start_drop, G_LIST_MODEL (states));
  gtk_drop_down_set_selected (a->start_drop, a->world->start);
  a->updating = FALSE;
}

/* A world from a text the window holds (an example's, the file's), which
 * was read once already: NULL only if it no longer reads. */
static gboolean
install_text (Andor *a, const char *text, gsize length)
{
  QdSearchAndorWorld *world = qd_search_andor_world_parse (text, (gssize) length, NULL);

  if (world == NULL)
    return FALSE;
  install_world (a, world, g_strndup (text, length), length);
  return TRUE;
}

static void
install_example (Andor *a, guint index)
{
  g_autofree char *path = g_strconcat (EXAMPLES_PATH, examples[index].file, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length = 0;
  const char *text = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  /* Bundled with the application: a missing one is a broken build. */
  if (text == NULL || !install_text (a, text, length))
    g_warning ("the example world %s cannot be read", examples[index].file);
}

/* The line under Open a World File: the file's name or why it cannot be
 * read; hidden when empty (it would leave a gap). */
static void
set_file_note (Andor *a, const char *text)
{
  gtk_label_set_text (a->file_label, text);
  gtk_widget_set_visible (GTK_WIDGET (a->file_label), *text != '\0');
}

void
qd_search_page_andor_choose (Andor *a, guint which)
{
  set_file_note (a, "");
  if (which < N_BUILTIN)
    {
      a->builtin = which;
      install_world (a, qd_search_andor_world_builtin (which == 0 ? QD_SEARCH_ANDOR_WORLD_ERRATIC
                                                                  : QD_SEARCH_ANDOR_WORLD_SLIPPERY), NULL, 0);
    }
  else if (which < FILE_ITEM)
    install_example (a, which - N_BUILTIN);
  else if (a->file_text != NULL)
    install_text (a, a->file_text, a->file_length);
}

void
qd_search_page_andor_world_changed (Andor *a)
{
  if (a->updating)
    return;
  qd_search_page_andor_choose (a, gtk_drop_down_get_selected (a->world_drop));
  qd_search_page_andor_search (a);
}

/* ---- A world file ------------------------------------------------------ */

/* The world menu's last item is the file opened last (its name). */
static void
set_file_item (Andor *a, const char *name)
{
  GtkStringList *worlds = GTK_STRING_LIST (gtk_drop_down_get_model (a->world_drop));
  const char *items[] = { name, NULL };

  a->updating = TRUE;
  gtk_string_list_splice (worlds, FILE_ITEM, g_list_model_get_n_items (G_LIST_MODEL (worlds)) - FILE_ITEM, items);
  gtk_drop_down_set_selected (a->world_drop, FILE_ITEM);
  a->updating = FALSE;
}

/* The menu's button shows its item cut short (a long file name would push
 * the row's title into two lines at 600 points); the list shows it whole. */
static void
setup_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer cut)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (cut))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

static GtkListItemFactory *
item_factory (gboolean cut)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), GINT_TO_POINTER (cut));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), NULL);
  return factory;
}

GtkDropDown *
qd_search_page_andor_world_drop (void)
{
  GtkDropDown *drop = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (world_list ()), NULL));
  g_autoptr(GtkListItemFactory) button = item_factory (TRUE), list = item_factory (FALSE);

  gtk_drop_down_set_factory (drop, button);
  gtk_drop_down_set_list_factory (drop, list);
  return drop;
}

gboolean
qd_search_page_andor_open_text (GtkWindow *window, const char *name, const char *text, gsize length, GError **error)
{
  Andor *a = qd_search_page_andor_of (window);
  QdSearchAndorWorld *world = qd_search_andor_world_parse (text, (gssize) length, error);

  if (world == NULL)
    {
      g_prefix_error (error, "%s: ", name);
      set_file_note (a, (*error)->message);
      return FALSE;
    }
  g_free (a->file_text);
  a->file_text = g_strndup (text, length);
  a->file_length = length;
  install_world (a, world, g_strndup (text, length), length);
  set_file_note (a, name);
  set_file_item (a, name);
  qd_search_page_andor_search (a);
  return TRUE;
}

gboolean
qd_search_page_andor_open (GtkWindow *window, GFile *file, GError **error)
{
  Andor *a = qd_search_page_andor_of (window);
  g_autofree char *contents = NULL, *name = g_file_get_basename (file);
  gsize length;

  if (!qd_file_read (file, 0, &contents, &length, error))
    {
      g_prefix_error (error, "%s: ", name);
      set_file_note (a, (*error)->message);
      return FALSE;
    }
  return qd_search_page_andor_open_text (window, name, contents, length, error);
}

static void
on_chosen (GtkNativeDialog *chooser, int response, Andor *a)
{
  g_autoptr(GFile) file = qd_file_chooser_finish (chooser, response, NULL);
  g_autoptr(GError) error = NULL;

  if (file != NULL)
    qd_search_page_andor_open (a->window, file, &error);
}

void
qd_search_page_andor_open_clicked (Andor *a)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Open a World"), a->window,
                                                               GTK_FILE_CHOOSER_ACTION_OPEN, NULL, NULL);
  g_autoptr(GtkFileFilter) worlds = gtk_file_filter_new (), all = gtk_file_filter_new ();

  gtk_file_filter_set_name (worlds, _("Nondeterministic Worlds"));
  gtk_file_filter_add_pattern (worlds, "*.andor");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), worlds);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chosen), a);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
