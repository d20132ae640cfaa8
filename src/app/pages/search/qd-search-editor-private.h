/* qd-search-editor-private.h — what the search tab's editors share
 * (qd-search-editor.c: the Edit switch, New, the board's pointer and keys
 * handed to the kind's editor; -route.c, -maze.c, -tiles.c with play).
 *
 * Every edit is qd_page_record_edit, then the model changed in place, then
 * qd_search_page_document_edited (the run goes, the board follows); a
 * pointer drag is one edit however many cells or steps it covers. */
#pragma once

#include "qd-search-editor.h"
#include "qd-search-page-private.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"

G_BEGIN_DECLS

typedef struct {
  QdSearchPage *page;
  GtkGesture *drag;
  /* The board's widget-to-picture mapping when the drag began (the
   * drawing may grow or shrink under it: a place moved to the map's edge). */
  double drag_ox, drag_oy, drag_scale;

  /* The common group. */
  GtkWidget *group;
  GtkSwitch *edit_switch;
  AdwActionRow *edit_row;
  GtkSpinButton *seed_spin;

  /* Route map. */
  GtkWidget *route_group;
  GtkSpinButton *places_spin;
  gint drag_place;              /* the place pressed on, or -1 */
  gboolean drag_moved;          /* the drag has moved it (one edit recorded) */
  double drag_x0, drag_y0;      /* where the drag started, picture units */
  double place_x0, place_y0;    /* the place's coordinates before it */
  double world_x0, world_y0, world_sx, world_sy;   /* picture to world when it began */
  gint road_from;               /* a road begun from the keyboard (Return on its other end), or -1 */
  GtkPopover *popover;          /* rename or roads, over the place */
  gint popover_place;
  gint64 key_move_us;           /* the last Shift+arrow move (a run of them is one edit) */

  /* Maze. */
  GtkWidget *maze_group;
  GtkSpinButton *rows_spin, *cols_spin;
  GtkSwitch *diagonal_switch;
  gint paint;                   /* what a drag paints: QD_SEARCH_MAZE_WALL or 1 (free), -1 none */
  gint last_cell;               /* the last cell the drag painted */

  /* Sliding tiles and play. */
  GtkWidget *tiles_group, *play_group;
  AdwComboRow *size_row;
  GtkSpinButton *shuffle_spin;
  AdwEntryRow *type_row;
  GtkLabel *type_error;
  GtkSwitch *play_switch;
  GtkLabel *play_label;
  GByteArray *play_positions;   /* the starts since play began, rows × cols bytes each */
  GArray *play_counts;          /* guint: the tiles moved to reach each */
  guint play_index;             /* the position shown */

  gboolean updating;            /* the editor sets its own rows */
} QdSearchEditor;

gboolean qd_search_editor_editing       (QdSearchEditor *ed);
/* Whether the page may be edited now (no run going); else FALSE, quietly. */
gboolean qd_search_editor_can_edit      (QdSearchEditor *ed);
/* The document edited in place (after the record): the page follows; `status`
 * (nullable) goes to the run controls' status line. */
void     qd_search_editor_edited        (QdSearchEditor *ed, const char *status);
guint64  qd_search_editor_seed          (QdSearchEditor *ed);
/* A spin row: title, range, step, value; the spin in *spin. */
GtkWidget *qd_search_editor_spin_row    (const char *title, const char *subtitle, double lo, double hi,
                                         double value, GtkSpinButton **spin);
/* A row of n linked buttons, labels (N_) bound to actions ("search.generate"),
 * tips (N_, nullable) their tooltips and accessible names. */
GtkWidget *qd_search_editor_buttons     (const char *const *labels, const char *const *actions,
                                         const char *const *tips, guint n);
/* Adds a menu item for `action` to the board's menu, hidden while disabled. */
void     qd_search_editor_menu_item     (QdSearchEditor *ed, const char *label, const char *action);
/* The board's cursor, or -1. */
gint     qd_search_editor_cursor        (QdSearchEditor *ed);

/* qd-search-editor-route.c */
void     qd_search_editor_route_init    (QdSearchEditor *ed);
void     qd_search_editor_route_refresh (QdSearchEditor *ed);
void     qd_search_editor_route_down    (QdSearchEditor *ed, double x, double y);
void     qd_search_editor_route_move    (QdSearchEditor *ed, double x, double y);
void     qd_search_editor_route_up      (QdSearchEditor *ed, double x, double y);
gboolean qd_search_editor_route_key     (QdSearchEditor *ed, guint keyval, GdkModifierType state);
void     qd_search_editor_route_activate (QdSearchEditor *ed, guint cell);
/* Start Here (goal FALSE) and Goal Here on the cursor's place. */
void     qd_search_editor_route_set_end (QdSearchEditor *ed, gboolean goal);

/* qd-search-editor-maze.c */
void     qd_search_editor_maze_init     (QdSearchEditor *ed);
void     qd_search_editor_maze_refresh  (QdSearchEditor *ed);
void     qd_search_editor_maze_down     (QdSearchEditor *ed, double x, double y);
void     qd_search_editor_maze_move     (QdSearchEditor *ed, double x, double y);
gboolean qd_search_editor_maze_key      (QdSearchEditor *ed, guint keyval, GdkModifierType state);
void     qd_search_editor_maze_activate (QdSearchEditor *ed, guint cell);
void     qd_search_editor_maze_set_end (QdSearchEditor *ed, gboolean goal);

/* qd-search-editor-tiles.c (with play) */
void     qd_search_editor_tiles_init    (QdSearchEditor *ed);
void     qd_search_editor_tiles_refresh (QdSearchEditor *ed);
void     qd_search_editor_tiles_down    (QdSearchEditor *ed, double x, double y);
gboolean qd_search_editor_tiles_key     (QdSearchEditor *ed, guint keyval, GdkModifierType state);
void     qd_search_editor_tiles_activate (QdSearchEditor *ed, guint cell);
gboolean qd_search_editor_playing       (QdSearchEditor *ed);
void     qd_search_editor_tiles_free    (QdSearchEditor *ed);

G_END_DECLS
