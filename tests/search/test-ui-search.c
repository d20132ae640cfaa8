/* test-ui-search.c — the state-space search tab under Xvfb: Romania solved
 * by each family of algorithms (the textbook's costs) and stepped through,
 * the search tree following the replay, the three editors by pointer and by
 * keyboard with their undo, the puzzle played by keys and by clicks to
 * "Solved", Check an Answer, the tab at 600 × 500.  Screenshots of a route,
 * a maze and the 15-puzzle a third of the way through their searches, light
 * and dark (ui-search-route-light.png …), are saved into the build folder
 * to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-search-common.h"
#include "ui-page-check.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-widgets.h"
#include "app/widgets/qd-search-tree-pane.h"
#include "app/pages/search/qd-search-editor.h"
#include "app/pages/search/qd-search-page.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/search/qd-search-render.h"

#include <gdk/x11/gdkx.h>
#include <math.h>
#include <string.h>

/* Algorithms, in the algorithm row's order (QdSpaceAlgorithm). */
enum { BFS, DFS, DLS, IDDFS, UCS, GREEDY, ASTAR, WASTAR, IDASTAR };

/* Whether the example's file is there yet (the examples come with the
 * problem's document part). */
static gboolean
have_example (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "search", file, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static GObject *
child (QdSearchPage *page, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

static QdCanvas *
board (QdSearchPage *page)
{
  return QD_CANVAS (child (page, "view"));
}

static const QdSearchDoc *
doc (QdSearchPage *page)
{
  return qd_search_page_get_doc (page);
}

static gboolean
run_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_search_page_get_run (page) != NULL;
}

/* Solves with the algorithm row at `algorithm`; the run's result. */
static const QdSpaceResult *
solve (QdSearchPage *page, guint algorithm)
{
  g_test_message ("solving with algorithm %u", algorithm);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), algorithm);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (run_ready, page, 60000, "the search");
  g_test_message ("%s", status_text (page, QD_TYPE_SEARCH_PAGE));
  return qd_search_run_result (qd_search_page_get_run (page));
}

static void
set_action (QdSearchPage *page, const char *name, gboolean on)
{
  g_action_change_state (G_ACTION (qd_page_lookup_action (QD_PAGE (page), name)), g_variant_new_boolean (on));
}

/* The centre of a cell of the board (a place, a maze cell, a tile). */
static void
cell_centre (QdSearchPage *page, guint cell, double *x, double *y)
{
  double w, h;

  qd_search_render_cell_rect (doc (page), cell, x, y, &w, &h);
  *x += w / 2;
  *y += h / 2;
}

static void
click_cell (QdSearchPage *page, guint cell)
{
  double x, y;

  cell_centre (page, cell, &x, &y);
  qd_search_page_click (page, x, y);
}

static GtkWidget *
editor (QdSearchPage *page, const char *name)
{
  GtkWidget *widget = qd_search_page_editor_widget (page, name);

  g_assert_nonnull (widget);
  return widget;
}

/* The toasts of the page's replacements and undoable edits go (they
 * would stay over the next screenshots). */
static void
dismiss_toasts (QdSearchPage *page)
{
  AdwToast *toasts[] = { qd_page_get_replace_toast (QD_PAGE (page)), qd_page_get_undo_toast (QD_PAGE (page)) };

  for (guint i = 0; i < G_N_ELEMENTS (toasts); i++)
    if (toasts[i] != NULL)
      adw_toast_dismiss (toasts[i]);
  wait_for_frame ();
}

/* A cell's centre on the screen: in the window's X surface, for xdotool. */
static void
cell_on_surface (QdSearchPage *page, guint cell, double *sx, double *sy)
{
  GtkWidget *view = GTK_WIDGET (board (page));
  double px, py, p0x, p0y, p1x, p1y, tx, ty;
  graphene_point_t out;

  cell_centre (page, cell, &px, &py);
  qd_canvas_to_picture (QD_CANVAS (view), 0, 0, &p0x, &p0y);
  qd_canvas_to_picture (QD_CANVAS (view), 1, 1, &p1x, &p1y);
  g_assert_true (gtk_widget_compute_point (view, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT ((px - p0x) / (p1x - p0x), (py - p0y) / (p1y - p0y)),
                                           &out));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &tx, &ty);
  *sx = out.x + tx;
  *sy = out.y + ty;
}

/* Runs xdotool on the window (asynchronously: the main loop goes on). */
static void
xdotool (const char *commands)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_strdup_printf ("xdotool %s", commands);
  g_auto(GStrv) argv = NULL;

  g_assert_true (g_shell_parse_argv (line, NULL, &argv, &error));
  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                                &error));
  g_assert_no_error (error);
}

typedef struct {
  QdSearchPage *page;
  guint cell;
  guint value;
} CellIs;

static gboolean
cell_is (gpointer data)
{
  CellIs *c = data;

  return doc (c->page)->maze->cells[c->cell] == c->value;
}

/* The first widget of that type under `widget` (depth first). */
static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_descendant (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The tab closed, its toasts gone with it. */
static void
close_page (QdSearchPage *page)
{
  dismiss_toasts (page);
  close_current_page ();
}

/* The sidebar scrolled down to the editor's groups, saved as NAME. */
static void
screenshot_editor (QdSearchPage *page, const char *name)
{
  GtkWidget *box = GTK_WIDGET (child (page, "editor_box"));
  GtkWidget *scrolled = gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_point_t at;

  dismiss_toasts (page);
  g_assert_true (gtk_widget_compute_point (box, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  /* The editor's top, or the bottom when the groups are taller than the view (play's row). */
  gtk_adjustment_set_value (adjustment, MIN (at.y - 12, gtk_adjustment_get_upper (adjustment) -
                                                       gtk_adjustment_get_page_size (adjustment)));
  wait_for_frame ();
  screenshot (name);
  gtk_adjustment_set_value (adjustment, 0);
}

static char *
path_text (QdSearchPage *page)
{
  return qd_search_run_path_text (qd_search_page_get_run (page));
}

/* ------------------------------------------------------------- Romania */

static void
test_romania (void)
{
  QdSearchPage *page = open_search ("romania.route");
  const QdSpaceResult *result;
  QdStepper *stepper;
  g_autofree char *astar_path = NULL;

  g_assert_cmpint (doc (page)->kind, ==, QD_SEARCH_ROUTE);
  result = solve (page, ASTAR);
  g_assert_cmpint (result->status, ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (result->cost, ==, 418);
  g_assert_cmpuint (result->expanded, ==, 5);
  astar_path = path_text (page);
  g_assert_cmpstr (astar_path, ==, "Arad\nSibiu\nRimnicu Vilcea\nPitesti\nBucharest\n");
  g_assert_cmpfloat (solve (page, UCS)->cost, ==, 418);
  g_assert_cmpfloat (solve (page, GREEDY)->cost, ==, 450);
  {
    g_autofree char *greedy = path_text (page);

    g_assert_cmpstr (greedy, ==, "Arad\nSibiu\nFagaras\nBucharest\n");
  }
  g_assert_cmpfloat (solve (page, BFS)->cost, ==, 450);
  g_assert_cmpuint (solve (page, BFS)->n_steps, ==, 3);
  g_assert_cmpfloat (solve (page, IDASTAR)->cost, ==, 418);
  g_assert_cmpuint (solve (page, IDDFS)->n_steps, ==, 3);
  g_assert_cmpint (solve (page, DFS)->status, ==, QD_SPACE_SOLVED);

  /* A* again, stepped through: the third expansion is Rimnicu Vilcea's
   * (AIMA's figure 3.24), and back. */
  solve (page, ASTAR);
  stepper = qd_page_get_stepper (QD_PAGE (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 0);
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 3);
  g_test_message ("step 3: %s", page_label (page, QD_TYPE_SEARCH_PAGE, "expanding_label"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 2);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_SEARCH_PAGE, "expanding_label"), "Rimnicu Vilcea"));
  screenshot ("ui-search-romania-step.png");

  /* The search tree (F8): a node selected moves the board's step to it. */
  {
    QdBoardPane *pane = QD_BOARD_PANE (child (page, "board_pane"));

    if (qd_board_pane_get_search_tree (pane) != NULL && qd_search_page_get_run (page) != NULL &&
        qd_search_run_step_node (qd_search_page_get_run (page), 4) >= 0)
      {
        QdSearchTreeView *view = show_search_tree (board (page));
        gint32 node = qd_search_run_step_node (qd_search_page_get_run (page), 4);

        qd_search_tree_view_select (view, node);
        wait_for_frame ();
        g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 4);
        screenshot ("ui-search-romania-tree.png");
        gtk_widget_activate_action (GTK_WIDGET (board (page)), "board.show-search-tree", NULL);
      }
    else
      g_test_message ("no search tree for the tab's runs yet: its part is not tested");
  }
  close_page (page);
}

/* The Node Limit is grouped as the Statistics' counts are (issue 49: it
 * showed 2000000 ungrouped), and a limit typed with grouping characters,
 * the locale's or others, reads back. */
static void
test_node_limit_grouped (void)
{
  QdSearchPage *page = open_search ("romania.route");
  GtkSpinButton *spin = GTK_SPIN_BUTTON (child (page, "nodes_spin"));
  GtkLabel *count = GTK_LABEL (gtk_label_new (NULL));
  static const char *const typed[] = { "1500000", "1,500,000", "1 500 000", "1\u202f500\u202f000", "1.500.000" };

  g_object_ref_sink (count);
  qd_label_set_count (count, TRUE, 2000000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, gtk_label_get_label (count));
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_spin_button_set_value (spin, 2000000);
      gtk_editable_set_text (GTK_EDITABLE (spin), typed[i]);
      gtk_spin_button_update (spin);
      g_test_message ("typed “%s”: %.0f", typed[i], gtk_spin_button_get_value (spin));
      g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 1500000);
      qd_label_set_count (count, TRUE, 1500000);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, gtk_label_get_label (count));
    }
  /* Not a number: the value stays. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "1.5e6x");
  gtk_spin_button_update (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 1500000);
  g_object_unref (count);
  close_page (page);
}

/* ------------------------------------------------------------- route editor */

static void
test_route_editor (void)
{
  QdSearchPage *page = open_search ("romania.route");
  const QdSearchRoute *route = doc (page)->route;
  guint n = route->n_places, arad = (guint) qd_search_route_find_place (route, "Arad");
  guint sibiu = (guint) qd_search_route_find_place (route, "Sibiu");
  guint bucharest = (guint) qd_search_route_find_place (route, "Bucharest");
  double x0, y0, x1, y1, px = -1, py = -1, w, h;
  guint added;

  g_assert_true (qd_search_route_has_h_table (route));
  set_action (page, "edit", TRUE);

  /* A click on empty space adds a place there (and drops the h table). */
  qd_search_render_get_size (doc (page), &w, &h);
  for (double fx = 0.3; fx < 0.9 && px < 0; fx += 0.05)
    for (double fy = 0.3; fy < 0.9 && px < 0; fy += 0.05)
      if (qd_search_render_hit (doc (page), fx * w, fy * h) < 0)
        {
          px = fx * w;
          py = fy * h;
        }
  g_assert_cmpfloat (px, >=, 0);
  qd_search_page_click (page, px, py);
  dismiss_toasts (page);
  route = doc (page)->route;
  g_assert_cmpuint (route->n_places, ==, n + 1);
  added = n;
  g_assert_true (g_str_has_prefix (route->names[added], "Place "));
  g_assert_false (qd_search_route_has_h_table (route));
  g_assert_cmpint (qd_search_render_hit (doc (page), px, py), ==, (gint) added);

  /* Dragged onto Arad: a road joins them, the place stays. */
  cell_centre (page, added, &x0, &y0);
  cell_centre (page, arad, &x1, &y1);
  qd_search_page_pointer_down (page, x0, y0);
  for (guint i = 1; i <= 8; i++)
    qd_search_page_pointer_move (page, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8);
  qd_search_page_pointer_up (page, x1, y1);
  route = doc (page)->route;
  g_assert_cmpint (qd_search_route_find_road (route, added, arad), >=, 0);
  g_assert_cmpint (qd_search_render_hit (doc (page), px, py), ==, (gint) added);
  {
    gint road = qd_search_route_find_road (route, added, arad);

    /* Its cost: the straight line rounded up. */
    g_assert_cmpfloat (g_array_index (route->roads, QdSearchRoad, road).cost, >=,
                       qd_search_route_straight (route, added, arad));
  }
  screenshot_editor (page, "ui-search-route-edited.png");

  /* Undo: no road; undo: no place, the h table back. */
  gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
  g_assert_cmpint (qd_search_route_find_road (doc (page)->route, added, arad), <, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
  route = doc (page)->route;
  g_assert_cmpuint (route->n_places, ==, n);
  g_assert_true (qd_search_route_has_h_table (route));
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));

  /* Eforie, at the map's east edge, dragged further east: it lands where the
   * pointer was on the map as drawn when the drag began (the drawing's
   * frame follows the places: it grows under the pointer as it goes). */
  {
    guint eforie = (guint) qd_search_route_find_place (route, "Eforie");
    double wx, wy;

    cell_centre (page, eforie, &x0, &y0);
    g_assert_true (qd_search_render_to_world (doc (page), x0 + 60, y0, &wx, &wy));
    qd_search_page_pointer_down (page, x0, y0);
    for (guint i = 1; i <= 6; i++)
      qd_search_page_pointer_move (page, x0 + 10 * i, y0);
    qd_search_page_pointer_up (page, x0 + 60, y0);
    dismiss_toasts (page);
    g_assert_cmpfloat (fabs (doc (page)->route->x[eforie] - wx), <, 1e-9);
    g_assert_cmpfloat (fabs (doc (page)->route->y[eforie] - wy), <, 1e-9);
    gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
    g_assert_true (qd_search_route_has_h_table (doc (page)->route));
    route = doc (page)->route;
  }

  /* From the keyboard, on Sibiu: Shift+Right moves it; undo. */
  {
    GtkWidget *view = GTK_WIDGET (board (page));
    double sx = route->x[sibiu];

    gtk_widget_grab_focus (view);
    qd_canvas_set_cursor (board (page), (gint) sibiu);
    g_assert_true (press_key_with (view, GDK_KEY_Right, GDK_SHIFT_MASK));
    dismiss_toasts (page);
    g_assert_cmpfloat (doc (page)->route->x[sibiu], >, sx);
    g_assert_cmpuint (qd_canvas_get_cursor (board (page)), ==, sibiu);
    gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
    g_assert_cmpfloat (doc (page)->route->x[sibiu], ==, sx);

    /* Return on Arad, then on Bucharest: a road between them. */
    g_assert_cmpint (qd_search_route_find_road (doc (page)->route, arad, bucharest), <, 0);
    qd_canvas_set_cursor (board (page), (gint) arad);
    g_assert_true (press_key (view, GDK_KEY_Return));
    qd_canvas_set_cursor (board (page), (gint) bucharest);
    g_assert_true (press_key (view, GDK_KEY_Return));
    g_assert_cmpint (qd_search_route_find_road (doc (page)->route, arad, bucharest), >=, 0);

    /* The board's menu: Bucharest renamed (a name taken is refused, said
     * under the entry), a road's cost changed in its Roads… list. */
    {
      GtkWidget *popover, *entry, *spin;
      gint road;

      g_assert_true (choose_from_board_menu (board (page), "search.rename", NULL));
      popover = editor (page, "popover");
      g_assert_true (gtk_widget_get_visible (popover));
      entry = find_descendant (popover, GTK_TYPE_ENTRY);
      gtk_editable_set_text (GTK_EDITABLE (entry), "Arad");
      g_signal_emit_by_name (entry, "activate");
      g_assert_cmpstr (doc (page)->route->names[bucharest], ==, "Bucharest");
      gtk_editable_set_text (GTK_EDITABLE (entry), "Bucuresti");
      g_signal_emit_by_name (entry, "activate");
      g_assert_cmpstr (doc (page)->route->names[bucharest], ==, "Bucuresti");
      g_assert_true (choose_from_board_menu (board (page), "search.roads", NULL));
      spin = find_descendant (editor (page, "popover"), GTK_TYPE_SPIN_BUTTON);
      road = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "road"));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1000);
      g_assert_cmpfloat (g_array_index (doc (page)->route->roads, QdSearchRoad, road).cost, ==, 1000);
      screenshot ("ui-search-route-roads.png");
      gtk_popover_popdown (GTK_POPOVER (editor (page, "popover")));
      gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
      gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
      g_assert_cmpstr (doc (page)->route->names[bucharest], ==, "Bucharest");
    }
    /* The board's menu: Bucharest the start; Delete removes it. */
    g_assert_true (choose_from_board_menu (board (page), "search.set-start", NULL));
    g_assert_cmpuint (doc (page)->route->start, ==, bucharest);
    g_assert_true (press_key (view, GDK_KEY_Delete));
    g_assert_cmpuint (doc (page)->route->n_places, ==, n - 1);
    g_assert_cmpint (qd_search_route_find_place (doc (page)->route, "Bucharest"), <, 0);
    for (guint i = 0; i < 3; i++)
      gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  }
  /* Solve leaves the editor: the board shows the search. */
  solve (page, ASTAR);
  {
    g_autoptr(GVariant) editing = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (page), "edit")));

    g_assert_false (g_variant_get_boolean (editing));
  }
  close_page (page);
}

/* ------------------------------------------------------------- maze editor */

static void
test_maze_editor (void)
{
  QdSearchPage *page;
  const QdSearchMaze *maze;

  if (have_example ("small.maze"))
    page = open_search ("small.maze");
  else
    {
      /* New, then a random maze (the editor's). */
      page = open_search ("romania.route");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.new-maze", NULL));
      g_assert_cmpint (doc (page)->kind, ==, QD_SEARCH_MAZE);
      dismiss_toasts (page);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "rows")), 9);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "columns")), 13);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.generate", NULL));
      g_assert_cmpuint (doc (page)->maze->rows, ==, 9);
    }
  maze = doc (page)->maze;
  guint cols, row = G_MAXUINT, col = 0;
  double x0, y0, x1, y1;

  cols = maze->cols;
  set_action (page, "edit", TRUE);
  /* Three free cells side by side, not the start nor the goal. */
  for (guint r = 0; r < maze->rows && row == G_MAXUINT; r++)
    for (guint c = 0; c + 2 < cols && row == G_MAXUINT; c++)
      {
        gboolean free = TRUE;

        for (guint k = 0; k < 3; k++)
          free &= maze->cells[r * cols + c + k] != QD_SEARCH_MAZE_WALL && r * cols + c + k != maze->start &&
                  r * cols + c + k != maze->goal;
        if (free)
          {
            row = r;
            col = c;
          }
      }
  g_assert_cmpuint (row, !=, G_MAXUINT);
  /* A drag over them draws three walls, one edit. */
  cell_centre (page, row * cols + col, &x0, &y0);
  cell_centre (page, row * cols + col + 2, &x1, &y1);
  qd_search_page_pointer_down (page, x0, y0);
  qd_search_page_pointer_move (page, x1, y1);
  qd_search_page_pointer_up (page, x1, y1);
  maze = doc (page)->maze;
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (maze->cells[row * cols + col + k], ==, QD_SEARCH_MAZE_WALL);
  screenshot_editor (page, "ui-search-maze-edited.png");
  /* A click on a wall clears it. */
  click_cell (page, row * cols + col + 1);
  g_assert_cmpuint (doc (page)->maze->cells[row * cols + col + 1], ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (doc (page)->maze->cells[row * cols + col + k], !=, QD_SEARCH_MAZE_WALL);

  /* The same by the real pointer (the board's drag gesture), where xdotool is. */
  if (g_find_program_in_path ("xdotool") != NULL)
    {
      gulong xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
      g_autofree char *drag = NULL;
      CellIs last = { page, row * cols + col + 2, QD_SEARCH_MAZE_WALL };

      cell_on_surface (page, row * cols + col, &x0, &y0);
      cell_on_surface (page, row * cols + col + 2, &x1, &y1);
      drag = g_strdup_printf ("mousemove --window %lu %.0f %.0f mousedown 1 mousemove --window %lu %.0f %.0f "
                              "mousemove --window %lu %.0f %.0f mouseup 1",
                              xid, x0, y0, xid, (x0 + x1) / 2, y0, xid, x1, y1);
      xdotool (drag);
      wait_until (cell_is, &last, 10000, "walls drawn by the pointer");
      for (guint k = 0; k < 3; k++)
        g_assert_cmpuint (doc (page)->maze->cells[row * cols + col + k], ==, QD_SEARCH_MAZE_WALL);
      gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
      for (guint k = 0; k < 3; k++)
        g_assert_cmpuint (doc (page)->maze->cells[row * cols + col + k], !=, QD_SEARCH_MAZE_WALL);
    }
  else
    g_test_message ("no xdotool: the board's gesture is not driven by a real pointer");

  /* Keys on the cursor's cell: 5 is its cost, space a wall, S the start. */
  {
    GtkWidget *view = GTK_WIDGET (board (page));
    guint cell = row * cols + col;

    gtk_widget_grab_focus (view);
    qd_canvas_set_cursor (board (page), (gint) cell);
    g_assert_true (press_key (view, GDK_KEY_5));
    g_assert_cmpuint (doc (page)->maze->cells[cell], ==, 5);
    g_assert_true (press_key (view, GDK_KEY_space));
    g_assert_cmpuint (doc (page)->maze->cells[cell], ==, QD_SEARCH_MAZE_WALL);
    g_assert_true (press_key (view, GDK_KEY_S));
    g_assert_cmpuint (doc (page)->maze->start, ==, cell);
    g_assert_cmpuint (doc (page)->maze->cells[cell], !=, QD_SEARCH_MAZE_WALL);
  }
  /* One row more (a free row at the bottom), one less (an Undo in the toast). */
  {
    guint rows = doc (page)->maze->rows;

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "rows")), rows + 1);
    g_assert_cmpuint (doc (page)->maze->rows, ==, rows + 1);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "rows")), rows - 1);
    g_assert_cmpuint (doc (page)->maze->rows, ==, rows - 1);
    g_assert_nonnull (qd_page_get_undo_toast (QD_PAGE (page)));
    gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
    g_assert_cmpuint (doc (page)->maze->rows, ==, rows + 1);
    g_assert_cmpuint ((guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (editor (page, "rows"))), ==, rows + 1);
    /* Diagonal moves. */
    gtk_switch_set_active (GTK_SWITCH (editor (page, "diagonal")), doc (page)->maze->connect == 4);
    g_assert_cmpuint (doc (page)->maze->connect, ==, 8);
  }
  set_action (page, "edit", FALSE);
  close_page (page);
}

/* ------------------------------------------------------------- tiles and play */

/* Typed into the Type a Puzzle row, applied as its button does. */
static void
type_puzzle (QdSearchPage *page, const char *numbers)
{
  GtkWidget *row = editor (page, "type");

  gtk_editable_set_text (GTK_EDITABLE (row), numbers);
  g_signal_emit_by_name (row, "apply");
}

static void
test_tiles_play (void)
{
  QdSearchPage *page = open_search ("aima-8-puzzle.tiles");
  GtkWidget *view = GTK_WIDGET (board (page));

  /* One move from the goal: the tile left of the blank slides right. */
  type_puzzle (page, "1 0 2 3 4 5 6 7 8");
  g_assert_cmpuint (doc (page)->tiles->start[1], ==, 0);
  set_action (page, "play", TRUE);
  gtk_widget_grab_focus (view);
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (qd_search_tiles_is_solved (doc (page)->tiles));
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 1);
  wait_position (board (page), "Solved in 1 move!");

  /* Three moves by clicks: the blank goes down, left and up. */
  type_puzzle (page, "3 0 2 4 1 5 6 7 8");
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 0);
  click_cell (page, 4);
  click_cell (page, 3);
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 2);
  /* Solve searches from where the play is: one move left. */
  g_assert_cmpuint (solve (page, ASTAR)->n_steps, ==, 1);
  {
    g_autofree char *moves = path_text (page);

    g_assert_cmpstr (moves, ==, "up\n");
  }
  click_cell (page, 0);
  g_assert_true (qd_search_tiles_is_solved (doc (page)->tiles));
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 3);
  wait_position (board (page), "Solved in 3 moves!");
  {
    GtkWidget *box = GTK_WIDGET (child (page, "editor_box"));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW)));

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (editor (page, "play"))), ==, "Solved in 3 moves!");
    dismiss_toasts (page);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    wait_for_frame ();
    screenshot ("ui-search-tiles-solved.png");
    gtk_adjustment_set_value (adjustment, 0);
  }
  /* A tile off the blank's row and column does not move. */
  click_cell (page, 8);
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 3);
  /* Undo takes a move back, and the count with it; Start Over goes back to the start. */
  gtk_widget_activate_action (GTK_WIDGET (page), "search.undo", NULL);
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (page), "search.reset-play", NULL);
  g_assert_cmpuint (qd_search_page_play_moves (page), ==, 0);
  g_assert_cmpuint (doc (page)->tiles->start[1], ==, 0);
  /* The same three moves by keys: Up (the tile below the blank slides up),
   * Right, then Return on the tile above the blank (the cursor's). */
  gtk_widget_grab_focus (view);
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_true (press_key (view, GDK_KEY_Right));
  qd_canvas_set_cursor (board (page), 0);
  g_assert_true (press_key (view, GDK_KEY_Return));
  g_assert_true (qd_search_tiles_is_solved (doc (page)->tiles));
  wait_position (board (page), "Solved in 3 moves!");
  /* One move by a click. */
  type_puzzle (page, "1 0 2 3 4 5 6 7 8");
  click_cell (page, 0);
  wait_position (board (page), "Solved in 1 move!");
  set_action (page, "play", FALSE);

  /* Shuffled: a solvable start other than the goal. */
  gtk_widget_activate_action (GTK_WIDGET (page), "search.shuffle", NULL);
  g_assert_false (qd_search_tiles_is_solved (doc (page)->tiles));
  g_assert_true (qd_search_tiles_solvable (doc (page)->tiles));
  /* A wrong puzzle: the error under the row, the start as it was. */
  {
    g_autofree guint8 *before = g_memdup2 (doc (page)->tiles->start, 9);

    type_puzzle (page, "1 2 3");
    g_assert_true (gtk_widget_get_visible (editor (page, "type-error")));
    g_test_message ("%s", gtk_label_get_text (GTK_LABEL (editor (page, "type-error"))));
    g_assert_cmpmem (doc (page)->tiles->start, 9, before, 9);
    /* Two tiles swapped: the other parity. */
    type_puzzle (page, "2 1 0 3 4 5 6 7 8");
    g_assert_true (gtk_widget_get_visible (editor (page, "type-error")));
    g_test_message ("%s", gtk_label_get_text (GTK_LABEL (editor (page, "type-error"))));
    g_assert_cmpmem (doc (page)->tiles->start, 9, before, 9);
    type_puzzle (page, "1 0 2 3 4 5 6 7 8");
    g_assert_false (gtk_widget_get_visible (editor (page, "type-error")));
  }
  /* The 15-puzzle: a new size goes to the goal. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (editor (page, "size")), 1);
  g_assert_cmpuint (doc (page)->tiles->rows, ==, 4);
  g_assert_true (qd_search_tiles_is_solved (doc (page)->tiles));
  gtk_widget_activate_action (GTK_WIDGET (page), "search.shuffle", NULL);
  g_assert_false (qd_search_tiles_is_solved (doc (page)->tiles));
  screenshot_editor (page, "ui-search-tiles-editor.png");
  close_page (page);
}

/* ------------------------------------------------------------- check */

static void
test_check_answer (void)
{
  QdSearchPage *page = open_search ("romania.route");
  g_autoptr(QdCheckResult) right = NULL;
  g_autoptr(QdCheckResult) wrong = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GString) bad = NULL;

  solve (page, ASTAR);
  output = qd_search_run_output (qd_search_page_get_run (page));
  right = check_answer_in_page (QD_PAGE (page), output, "ui-search");
  g_assert_cmpint (right->verdict, ==, QD_CHECK_CORRECT);
  bad = g_string_new (output);
  g_string_replace (bad, "Rimnicu Vilcea\nPitesti\n", "Fagaras\n", 1);
  g_string_replace (bad, "cost 418", "cost 450", 1);
  wrong = check_answer_in_page (QD_PAGE (page), bad->str, "ui-search-wrong");
  g_assert_cmpint (wrong->verdict, !=, QD_CHECK_CORRECT);
  g_test_message ("%s", wrong->explanation);
  close_page (page);
}

/* ------------------------------------------------------------- screenshots */

/* The example, or while it is not there yet, one made in the editor: a
 * random 8-connected maze, the 15-puzzle shuffled. */
static QdSearchPage *
open_or_make (const char *file)
{
  QdSearchPage *page;

  if (have_example (file))
    return open_search (file);
  if (g_str_has_suffix (file, ".maze"))
    {
      page = open_search ("romania.route");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.new-maze", NULL));
      dismiss_toasts (page);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "rows")), 21);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "columns")), 31);
      gtk_switch_set_active (GTK_SWITCH (editor (page, "diagonal")), TRUE);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.generate", NULL));
    }
  else
    {
      page = open_search ("aima-8-puzzle.tiles");
      adw_combo_row_set_selected (ADW_COMBO_ROW (editor (page, "size")), 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor (page, "shuffle")), 40);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.shuffle", NULL));
    }
  set_action (page, "edit", FALSE);
  dismiss_toasts (page);
  return page;
}

/* The instance searched by A*, its replay a third of the way, at 600 × 500. */
static void
shoot (const char *file, const char *kind, gboolean dark)
{
  QdSearchPage *page = open_or_make (file);
  g_autofree char *name = g_strdup_printf ("ui-search-%s-%s.png", kind, dark ? "dark" : "light");
  g_autoptr(GString) too_big = g_string_new (NULL);
  QdStepper *stepper;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_cmpint (solve (page, ASTAR)->status, ==, QD_SPACE_SOLVED);
  stepper = qd_page_get_stepper (QD_PAGE (page));
  qd_stepper_go_to (stepper, qd_stepper_get_n_steps (stepper) / 3);
  if (!check_page_fits (QD_PAGE (page), 600, 500, file, too_big))
    g_error ("%s", too_big->str);
  /* The focus off the board: no keyboard cursor drawn over the search. */
  gtk_widget_grab_focus (GTK_WIDGET (child (page, "steps_view")));
  dismiss_toasts (page);
  wait_for_frame ();
  screenshot (name);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_page (page);
}

static void
test_screenshots (void)
{
  resize_window (600, 500);
  for (guint dark = 0; dark < 2; dark++)
    {
      shoot ("romania.route", "route", dark);
      shoot ("rooms-8.maze", "maze", dark);
      shoot ("fifteen-shuffled.tiles", "tiles", dark);
    }
  resize_window (1200, 760);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search/romania", test_romania);
  g_test_add_func ("/ui/search/node-limit-grouped", test_node_limit_grouped);
  g_test_add_func ("/ui/search/route-editor", test_route_editor);
  g_test_add_func ("/ui/search/maze-editor", test_maze_editor);
  g_test_add_func ("/ui/search/tiles-play", test_tiles_play);
  g_test_add_func ("/ui/search/check-answer", test_check_answer);
  g_test_add_func ("/ui/search/screenshots", test_screenshots);
  return ui_run ();
}
