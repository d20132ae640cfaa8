/* qd-window-start.c — the empty window: a card for each problem, to start a
 * new one, and every bundled example with a thumbnail drawn by its page's
 * own renderer, grouped by problem.  The thumbnails are drawn in the
 * background, one per idle turn, by a page of the problem kept offscreen,
 * while the start page is in sight. */
#include "config.h"
#include "qd-window-private.h"
#include "app/widgets/qd-a11y.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-text.h"
#include "qd-page.h"

#define THUMB_WIDTH 168
#define THUMB_HEIGHT 112

typedef struct {
  const QdProblem *problem;
  guint index;
  GtkDrawingArea *area;         /* weak: the start page may go first */
  cairo_surface_t *surface;     /* the thumbnail, once drawn */
} Thumb;

struct _QdStartGallery {
  GPtrArray *thumbs;            /* of Thumb, in problem order */
  guint next;
  QdPage *page;                 /* the offscreen page of thumbs[next]'s problem */
  guint idle;
  GtkWidget *box;               /* the start page's, weak */
};

static void
thumb_free (gpointer data)
{
  Thumb *thumb = data;

  if (thumb->area != NULL)
    gtk_drawing_area_set_draw_func (thumb->area, NULL, NULL, NULL);
  g_clear_weak_pointer (&thumb->area);
  g_clear_pointer (&thumb->surface, cairo_surface_destroy);
  g_free (thumb);
}

/* A card-styled button that runs `action` with `target` (a floating reference is taken over). */
static GtkWidget *
card_button (GtkWidget *child, const char *css_class, const char *action, GVariant *target, const char *tooltip,
             const char *label, const char *description)
{
  GtkWidget *button = gtk_button_new ();

  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_widget_add_css_class (button, "card");
  gtk_widget_add_css_class (button, css_class);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  return button;
}

static GtkWidget *
problem_card (const QdProblem *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon = gtk_image_new_from_icon_name (qd_problems_icon_name (problem));
  GtkWidget *title = gtk_label_new (_(problem->title));
  GtkWidget *description = gtk_label_new (_(problem->description));

  gtk_image_set_pixel_size (GTK_IMAGE (icon), 32);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_lines (GTK_LABEL (description), 3);
  gtk_label_set_ellipsize (GTK_LABEL (description), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 24);
  gtk_label_set_width_chars (GTK_LABEL (description), 20);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");
  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), description);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  return card_button (box, "problem-card", "win.new-tab", g_variant_new_string (problem->id), _("Start a new one"),
                      _(problem->title), _(problem->description));
}

static GtkFlowBox *
new_flow_box (guint max_per_line)
{
  GtkFlowBox *flow = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (flow, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (flow, TRUE);
  gtk_flow_box_set_min_children_per_line (flow, 1);
  gtk_flow_box_set_max_children_per_line (flow, max_per_line);
  gtk_flow_box_set_row_spacing (flow, 12);
  gtk_flow_box_set_column_spacing (flow, 12);
  return flow;
}

/* "Map: the Regions of France" under the heading "Map Colouring" says
 * "The Regions of France". */
static char *
caption_of (const char *title)
{
  const char *colon = strstr (title, ": ");

  if (colon == NULL || colon[2] == '\0')
    return g_strdup (title);
  return qd_text_capitalize (colon + 2);
}

static void
draw_thumb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Thumb *thumb = data;
  double sx, sy, w, h;

  if (thumb->surface == NULL)
    return;
  cairo_surface_get_device_scale (thumb->surface, &sx, &sy);
  w = cairo_image_surface_get_width (thumb->surface) / sx;
  h = cairo_image_surface_get_height (thumb->surface) / sy;
  cairo_set_source_surface (cr, thumb->surface, floor ((width - w) / 2), floor ((height - h) / 2));
  cairo_paint (cr);
}

/* A tile: the thumbnail (drawn later) over the example's title. */
static GtkWidget *
example_tile (const QdProblem *problem, guint index, GPtrArray *thumbs)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *picture = gtk_drawing_area_new ();
  g_autofree char *caption = caption_of (_(problem->examples[index].title));
  GtkWidget *title = gtk_label_new (caption);
  g_autofree char *description = g_strdup_printf (_("Opens this example of %s"), _(problem->title));
  Thumb *thumb = g_new0 (Thumb, 1);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), THUMB_WIDTH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), THUMB_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_thumb, thumb, NULL);
  gtk_widget_add_css_class (picture, "example-thumbnail");
  /* Every tile as wide as the thumbnail; its caption whole, on as many
   * lines as it needs ("Monte Carlo Tree Search" was cut after two). */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 1);
  gtk_widget_set_size_request (title, THUMB_WIDTH, -1);
  gtk_widget_add_css_class (title, "caption-heading");
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), title);

  thumb->problem = problem;
  thumb->index = index;
  g_set_weak_pointer (&thumb->area, GTK_DRAWING_AREA (picture));
  g_ptr_array_add (thumbs, thumb);
  return card_button (box, "example-card", "win.open-example", g_variant_new ("(su)", problem->id, index),
                      _(problem->examples[index].title), _(problem->examples[index].title), description);
}

/* Draws one thumbnail; FALSE when they are all drawn. */
static gboolean
draw_next_thumb (QdStartGallery *gallery)
{
  Thumb *thumb;
  g_autofree char *uri = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (gallery->next >= gallery->thumbs->len)
    return FALSE;
  thumb = g_ptr_array_index (gallery->thumbs, gallery->next++);
  if (gallery->page != NULL && qd_problems_of_page (GTK_WIDGET (gallery->page)) != thumb->problem)
    g_clear_object (&gallery->page);
  if (gallery->page == NULL)
    gallery->page = g_object_ref_sink (g_object_new (qd_problems_page_type (thumb->problem), NULL));

  uri = qd_problems_example_uri (thumb->problem, thumb->index);
  file = g_file_new_for_uri (uri);
  /* A bundled example that does not load or draw keeps its blank frame. */
  if (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL) &&
      qd_page_load (gallery->page, file, contents, length, _(thumb->problem->examples[thumb->index].title), NULL))
    thumb->surface = qd_page_render_thumbnail (gallery->page, THUMB_WIDTH, THUMB_HEIGHT,                                                thumb->area != NULL ? gtk_widget_get_scale_factor (GTK_WIDGET (thumb->area)) : 1);
  if (thumb->area != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (thumb->area));
  return gallery->next < gallery->thumbs->len;
}

static gboolean
on_idle (gpointer data)
{
  QdStartGallery *gallery = data;

  /* Drawn while the start page is in sight only: behind a tab, each
   * thumbnail (a page of its problem built offscreen, tens of
   * milliseconds) would take the main thread from the tab in use. */
  if (gallery->box != NULL && gtk_widget_get_mapped (gallery->box) && draw_next_thumb (gallery))
    return G_SOURCE_CONTINUE;
  gallery->idle = 0;
  g_clear_object (&gallery->page);
  return G_SOURCE_REMOVE;
}

/* The start page in sight again: its thumbnails not drawn yet go on. */
static void
on_start_mapped (GtkWidget *box, QdWindow *self)
{
  QdStartGallery *gallery = self->start_gallery;

  if (gallery != NULL && gallery->idle == 0 && gallery->next < gallery->thumbs->len)
    gallery->idle = g_idle_add_full (G_PRIORITY_LOW, on_idle, gallery, NULL);
}

void
qd_window_start_build (QdWindow *self)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);
  GtkFlowBox *grid = new_flow_box (4);
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open a File…"));
  GtkWidget *heading = gtk_label_new (_("Examples"));
  QdStartGallery *gallery = g_new0 (QdStartGallery, 1);

  gallery->thumbs = g_ptr_array_new_with_free_func (thumb_free);
  self->start_gallery = gallery;

  /* Each problem as a card: icon, title, what it is; a click starts one. */
  for (guint i = 0; i < n; i++)
    gtk_flow_box_append (grid, problem_card (problems[i]));
  gtk_box_append (self->start_box, GTK_WIDGET (grid));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "win.open");
  gtk_widget_set_halign (open, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (open, "pill");
  gtk_widget_add_css_class (open, "suggested-action");
  gtk_box_append (self->start_box, open);

  gtk_widget_add_css_class (heading, "title-2");
  gtk_widget_set_margin_top (heading, 12);
  gtk_box_append (self->start_box, heading);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
      GtkWidget *title = gtk_label_new (_(problems[i]->title));
      GtkFlowBox *tiles = new_flow_box (6);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_add_css_class (title, "heading");
      gtk_accessible_update_relation (GTK_ACCESSIBLE (tiles), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
      for (guint j = 0; problems[i]->examples[j].file != NULL; j++)
        gtk_flow_box_append (tiles, example_tile (problems[i], j, gallery->thumbs));
      gtk_box_append (GTK_BOX (group), title);
      gtk_box_append (GTK_BOX (group), GTK_WIDGET (tiles));
      gtk_box_append (self->start_box, group);
    }
  g_set_weak_pointer (&gallery->box, GTK_WIDGET (self->start_box));
  g_signal_connect (self->start_box, "map", G_CALLBACK (on_start_mapped), self);
  gallery->idle = g_idle_add_full (G_PRIORITY_LOW, on_idle, gallery, NULL);
  /* Built after the window's walk: named now. */
  qd_a11y_prepare (GTK_WIDGET (self->start_box));
}

gboolean
qd_window_start_draw_all (QdWindow *self)
{
  QdStartGallery *gallery = self->start_gallery;
  gboolean drawn = TRUE;

  if (gallery == NULL)
    return FALSE;
  while (draw_next_thumb (gallery))
    ;
  g_clear_handle_id (&gallery->idle, g_source_remove);
  g_clear_object (&gallery->page);
  for (guint i = 0; i < gallery->thumbs->len; i++)
    {
      Thumb *thumb = g_ptr_array_index (gallery->thumbs, i);
      drawn = drawn && thumb->surface != NULL;
    }
  return drawn;
}

void
qd_window_start_finish (QdWindow *self)
{
  QdStartGallery *gallery = g_steal_pointer (&self->start_gallery);

  if (gallery == NULL)
    return;
  g_clear_handle_id (&gallery->idle, g_source_remove);
  g_clear_object (&gallery->page);
  g_clear_weak_pointer (&gallery->box);
  g_ptr_array_unref (gallery->thumbs);
  g_free (gallery);
}
