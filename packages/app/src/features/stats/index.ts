export { StatsSection, CarStatsButton } from './StatsEntry';
