/** The sidebar's colour, behind its content in the sider and in the phone's drawer. */
export const SIDEBAR_BACKGROUND = '#16293f';
