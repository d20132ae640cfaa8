/* qd-search-editor-maze.c — the grid maze's editor.  Pointer: a click or a
 * drag draws walls, or clears them when the first cell pressed was a wall
 * (the cells between two pointer events are painted too: a fast drag leaves
 * no gap); one drag is one edit.  Keys, on the cell under the board's
 * cursor: space or Return toggles a wall, digits 1–9 set the cost of
 * entering it, Delete makes it a free cell of cost 1, S and G put the start
 * and the goal there.  The sidebar: rows, columns, diagonal moves (8- or
 * 4-connected) and a random maze (recursive backtracker, seeded). */
#include "config.h"
#include "qd-search-editor-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

static QdSearchMaze *
maze_of (QdSearchEditor *ed)
{
  return ed->page->doc->maze;
}

static gboolean
is_end (const QdSearchMaze *maze, guint cell)
{
  return cell == maze->start || cell == maze->goal;
}

/* Sets a cell; FALSE when nothing changed (the start and the goal are never
 * walls). */
static gboolean
paint_cell (QdSearchMaze *maze, guint cell, guint value)
{
  if (cell >= maze->rows * maze->cols || maze->cells[cell] == value || is_end (maze, cell))
    return FALSE;
  /* Clearing a wall leaves the costs of free cells alone. */
  if (value != QD_SEARCH_MAZE_WALL && maze->cells[cell] != QD_SEARCH_MAZE_WALL && value == 1)
    return FALSE;
  return qd_search_maze_set_cell (maze, cell / maze->cols, cell % maze->cols, value);
}

void
qd_search_editor_maze_down (QdSearchEditor *ed, double x, double y)
{
  QdSearchMaze *maze = maze_of (ed);
  gint cell = qd_search_render_hit (ed->page->doc, x, y);

  ed->paint = -1;
  if (cell < 0 || (guint) cell >= maze->rows * maze->cols)
    return;
  qd_canvas_set_cursor (QD_CANVAS (ed->page->view), cell);
  if (is_end (maze, (guint) cell))
    return;
  ed->paint = maze->cells[cell] == QD_SEARCH_MAZE_WALL ? 1 : QD_SEARCH_MAZE_WALL;
  ed->last_cell = cell;
  qd_page_record_edit (QD_PAGE (ed->page));
  paint_cell (maze, (guint) cell, (guint) ed->paint);
  qd_search_editor_edited (ed, ed->paint == QD_SEARCH_MAZE_WALL ? _("Drawing walls.") : _("Clearing walls."));
}

void
qd_search_editor_maze_move (QdSearchEditor *ed, double x, double y)
{
  QdSearchMaze *maze = maze_of (ed);
  gint cell = qd_search_render_hit (ed->page->doc, x, y);
  gint r0, c0, r1, c1, dr, dc, err;
  gboolean changed = FALSE;

  if (ed->paint < 0 || ed->last_cell < 0 || cell < 0 || cell == ed->last_cell ||
      (guint) cell >= maze->rows * maze->cols)
    return;
  /* Every cell on the line from the last one (Bresenham). */
  r0 = ed->last_cell / (gint) maze->cols;
  c0 = ed->last_cell % (gint) maze->cols;
  r1 = cell / (gint) maze->cols;
  c1 = cell % (gint) maze->cols;
  dr = abs (r1 - r0);
  dc = abs (c1 - c0);
  err = dc - dr;
  while (r0 != r1 || c0 != c1)
    {
      gint e2 = 2 * err;

      if (e2 > -dr)
        {
          err -= dr;
          c0 += c0 < c1 ? 1 : -1;
        }
      if (e2 < dc)
        {
          err += dc;
          r0 += r0 < r1 ? 1 : -1;
        }
      changed |= paint_cell (maze, (guint) (r0 * (gint) maze->cols + c0), (guint) ed->paint);
    }
  ed->last_cell = cell;
  if (changed)
    qd_search_page_document_edited (ed->page);
}

static void
set_cell (QdSearchEditor *ed, guint cell, guint value)
{
  QdSearchMaze *maze = maze_of (ed);
  g_autofree char *status = NULL;

  if (is_end (maze, cell))
    {
      qd_page_toast (QD_PAGE (ed->page), _("The start and the goal stay free: put them elsewhere first"));
      return;
    }
  if (maze->cells[cell] == value)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_maze_set_cell (maze, cell / maze->cols, cell % maze->cols, value);
  if (value == QD_SEARCH_MAZE_WALL)
    status = g_strdup_printf (_("Cell %u %u is a wall."), cell / maze->cols, cell % maze->cols);
  else
    status = g_strdup_printf (_("Cell %u %u is free, cost %u."), cell / maze->cols, cell % maze->cols, value);
  qd_search_editor_edited (ed, status);
}

void
qd_search_editor_maze_activate (QdSearchEditor *ed, guint cell)
{
  QdSearchMaze *maze = maze_of (ed);

  if (cell < maze->rows * maze->cols)
    set_cell (ed, cell, maze->cells[cell] == QD_SEARCH_MAZE_WALL ? 1 : QD_SEARCH_MAZE_WALL);
}

void
qd_search_editor_maze_set_end (QdSearchEditor *ed, gboolean goal)
{
  QdSearchMaze *maze = maze_of (ed);
  gint cell = qd_search_editor_cursor (ed);
  g_autoptr(QdSearchMaze) probe = NULL;
  g_autofree char *status = NULL;
  guint row, col;

  if (cell < 0 || (guint) cell >= maze->rows * maze->cols || (guint) cell == (goal ? maze->goal : maze->start))
    return;
  row = (guint) cell / maze->cols;
  col = (guint) cell % maze->cols;
  /* Tried on a copy: the start cannot be put on the goal, nor the goal on the start. */
  probe = qd_search_maze_copy (maze);
  if (!(goal ? qd_search_maze_set_goal (probe, row, col) : qd_search_maze_set_start (probe, row, col)))
    {
      qd_page_toast (QD_PAGE (ed->page), goal ? _("The goal cannot be on the start") : _("The start cannot be on the goal"));
      return;
    }
  qd_page_record_edit (QD_PAGE (ed->page));
  if (goal)
    qd_search_maze_set_goal (maze, row, col);
  else
    qd_search_maze_set_start (maze, row, col);
  status = goal ? g_strdup_printf (_("The goal is at %u %u."), row, col)
                : g_strdup_printf (_("The start is at %u %u."), row, col);
  qd_search_editor_edited (ed, status);
}

gboolean
qd_search_editor_maze_key (QdSearchEditor *ed, guint keyval, GdkModifierType state)
{
  QdSearchMaze *maze = maze_of (ed);
  gint cell = qd_search_editor_cursor (ed);
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (cell < 0 || (guint) cell >= maze->rows * maze->cols)
    return FALSE;
  if (c >= '1' && c <= '9')
    set_cell (ed, (guint) cell, c - '0');
  else if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace || c == '.')
    set_cell (ed, (guint) cell, 1);
  else if (c == '#')
    set_cell (ed, (guint) cell, QD_SEARCH_MAZE_WALL);
  else if (c == 's' || c == 'S')
    qd_search_editor_maze_set_end (ed, FALSE);
  else if (c == 'g' || c == 'G')
    qd_search_editor_maze_set_end (ed, TRUE);
  else
    return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------- sidebar */

static void
on_size_changed (QdSearchEditor *ed)
{
  QdSearchMaze *maze;
  guint rows = (guint) gtk_spin_button_get_value_as_int (ed->rows_spin);
  guint cols = (guint) gtk_spin_button_get_value_as_int (ed->cols_spin);
  gboolean smaller;

  if (ed->updating || ed->page->doc == NULL || ed->page->doc->kind != QD_SEARCH_MAZE || !qd_search_editor_can_edit (ed))
    return;
  maze = maze_of (ed);
  if (rows == maze->rows && cols == maze->cols)
    return;
  if ((guint64) rows * cols > QD_SEARCH_MAZE_MAX_CELLS || rows * cols < 2)
    {
      qd_page_toast (QD_PAGE (ed->page), _("A maze has at most 1,000,000 cells"));
      qd_search_editor_maze_refresh (ed);
      return;
    }
  smaller = rows < maze->rows || cols < maze->cols;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_maze_resize (maze, rows, cols);
  qd_search_editor_edited (ed, _("The maze has a new size."));
  if (smaller)
    qd_page_toast_undoable (QD_PAGE (ed->page), _("A smaller maze: the cells outside were dropped"));
}

static void
on_diagonal_changed (QdSearchEditor *ed)
{
  guint connect = gtk_switch_get_active (ed->diagonal_switch) ? 8 : 4;

  if (ed->updating || ed->page->doc == NULL || ed->page->doc->kind != QD_SEARCH_MAZE ||
      !qd_search_editor_can_edit (ed) || maze_of (ed)->connect == connect)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_maze_set_connect (maze_of (ed), connect);
  qd_search_editor_edited (ed, connect == 8 ? _("Moves go diagonally too (8-connected).")
                                            : _("Moves go up, down, left and right (4-connected)."));
}

void
qd_search_editor_maze_refresh (QdSearchEditor *ed)
{
  const QdSearchDoc *doc = ed->page->doc;

  if (doc->kind != QD_SEARCH_MAZE)
    return;
  ed->updating = TRUE;
  gtk_spin_button_set_value (ed->rows_spin, doc->maze->rows);
  gtk_spin_button_set_value (ed->cols_spin, doc->maze->cols);
  gtk_switch_set_active (ed->diagonal_switch, doc->maze->connect == 8);
  ed->updating = FALSE;
}

void
qd_search_editor_maze_init (QdSearchEditor *ed)
{
  static const char *const labels[] = { N_("_Random Maze") };
  static const char *const actions[] = { "search.generate" };
  static const char *const tips[] = { N_("A random maze, carved by a depth-first backtracker") };
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Maze"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_spin_row (_("Rows"), NULL, 1, QD_SEARCH_MAZE_MAX_SIDE, 7, &ed->rows_spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_spin_row (_("Columns"), NULL, 1, QD_SEARCH_MAZE_MAX_SIDE, 11,
                                                        &ed->cols_spin));
  g_signal_connect_swapped (ed->rows_spin, "value-changed", G_CALLBACK (on_size_changed), ed);
  g_signal_connect_swapped (ed->cols_spin, "value-changed", G_CALLBACK (on_size_changed), ed);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Diagonal Moves"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("8-connected: a diagonal step costs √2 times as much"));
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Diagonal moves"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  ed->diagonal_switch = GTK_SWITCH (sw);
  g_signal_connect_swapped (sw, "notify::active", G_CALLBACK (on_diagonal_changed), ed);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), qd_search_editor_buttons (labels, actions, tips, 1));
  ed->maze_group = group;
  gtk_box_append (ed->page->editor_box, group);
}
